'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '@/ui/heading';
import { TabCards, type TabCardsProps } from './tab-cards.client';
import { hashId, tabForHash, tabForKey } from './tab-navigation';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './page-tabs.module.css';

export interface PageTab {
  /** `tab_id`: the panel's id, and the address's `#…` while the tab is open. */
  id: string;
  label: string;
  /** What the tab shows: an icon and the label, or a picture under the label. */
  content: ReactNode;
}

interface TabsState {
  current: number;
  /** A tab was chosen since the page loaded: panels fade in (never under reduced motion). */
  animate: boolean;
  /** Brought into view once its panel shows: the element the address named. */
  reveal?: Element | null;
  /** Focus the current tab (a card of the modal chose it). */
  focus?: boolean;
}

/**
 * Page-level tabs (decision 0058): the tab list and one panel per tab, each panel the page blocks
 * the tab owns (rendered on the server). In the server HTML the tabs are links to `#tab_id` and
 * every panel is there; without JavaScript they all show, under their labels. Once hydrated this is
 * the WAI-ARIA tabs pattern — roving tabindex, ←/→ (wrapping), Home and End, selection follows
 * focus — showing only the current panel; the address's fragment names the open tab.
 */
export function PageTabs({
  blockId,
  variant,
  label,
  headingLevel,
  tabs,
  panels,
  cards,
  children,
}: {
  blockId: number;
  variant: 'bar' | 'images';
  /** Names the tab list. */
  label: string;
  /** Level of the panels' headings, which show only without JavaScript. */
  headingLevel: HeadingLevel;
  tabs: PageTab[];
  /** One per tab. */
  panels: ReactNode[];
  /** A modal of cards, one per tab, opened from the tab bar. */
  cards?: Omit<TabCardsProps, 'ids' | 'onChoose'>;
  /** The block's heading and intro, above the tabs. */
  children?: ReactNode;
}) {
  const enhanced = useHydrated();
  const [state, setState] = useState<TabsState>({ current: 0, animate: false });
  const rootRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const panelRefs = useRef<(HTMLDivElement | null)[]>([]);
  const ids = tabs.map((tab) => tab.id);
  const idList = ids.join(' ');
  const current = state.current;
  const tabId = (i: number) => `page-tab-${blockId}-${i}`;

  const choose = (index: number, focus = false) => {
    setState((previous) => ({ current: index, animate: previous.animate || index !== previous.current, focus }));
    // Replaced, not pushed: switching tabs adds no history entries, so Back leaves the page.
    window.history.replaceState(window.history.state, '', `#${ids[index]}`);
  };

  // The address opens a tab: when the page loads, and when it changes (a link to a tab, Back, Forward).
  useEffect(() => {
    const tabIds = idList.split(' ');
    const open = (loading: boolean) => {
      const { hash } = window.location;
      const index = tabForHash(hash, tabIds, panelRefs.current);
      if (index >= 0) {
        // At load the browser has scrolled to it already (the stylesheet shows that panel before hydration).
        const reveal = loading ? null : window.document.getElementById(hashId(hash));
        setState((previous) => ({ current: index, animate: previous.animate || !loading, reveal }));
      } else if (!loading && !hash) setState((previous) => ({ current: 0, animate: previous.animate || previous.current !== 0 }));
    };
    open(true);
    const onHashChange = () => open(false);
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [idList]);

  useEffect(() => {
    state.reveal?.scrollIntoView({ block: 'start' });
    if (state.focus) tabRefs.current[state.current]?.focus();
  }, [state]);

  // The editor's preview marks the block chosen in its list (data-editor-selected): show its tab.
  useEffect(() => {
    const root = rootRef.current;
    if (!root?.querySelector('[data-editor-block]')) return;
    const showSelected = () => {
      const selected = root.querySelector('[data-editor-selected]');
      const index = selected ? panelRefs.current.findIndex((panel) => panel?.contains(selected)) : -1;
      if (index >= 0)
        setState((previous) => (previous.current === index ? previous : { current: index, animate: false, reveal: selected }));
    };
    showSelected();
    const observer = new MutationObserver(showSelected);
    observer.observe(root, { subtree: true, attributeFilter: ['data-editor-selected'] });
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabForKey(event.key, current, tabs.length);
    if (next === null || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    if (next !== current) choose(next);
    tabRefs.current[next]?.focus();
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A new tab or window opened on the tab's link keeps the browser's way.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    choose(index);
  };

  return (
    <div ref={rootRef}>
      <div className="grid-container">
        {children}
        <div className={styles.bar} data-variant={variant}>
          <div
            className={styles.tabs}
            role={enhanced ? 'tablist' : undefined}
            aria-label={enhanced ? label : undefined}
            onKeyDown={onKeyDown}
          >
            {tabs.map((tab, i) => (
              <a
                key={tab.id}
                ref={(element) => void (tabRefs.current[i] = element)}
                id={tabId(i)}
                href={`#${tab.id}`}
                className={styles.tab}
                role={enhanced ? 'tab' : undefined}
                aria-selected={enhanced ? i === current : undefined}
                aria-controls={enhanced ? tab.id : undefined}
                tabIndex={enhanced ? (i === current ? 0 : -1) : undefined}
                onClick={(event) => onClick(event, i)}
              >
                {tab.content}
              </a>
            ))}
          </div>
          {cards ? <TabCards {...cards} ids={ids} onChoose={(index) => choose(index, true)} /> : null}
        </div>
      </div>
      <div className={styles.panels} data-enhanced={enhanced ? '' : undefined} data-animate={state.animate ? '' : undefined}>
        {tabs.map((tab, i) => (
          <div
            key={tab.id}
            ref={(element) => void (panelRefs.current[i] = element)}
            id={tab.id}
            className={styles.panel}
            role={enhanced ? 'tabpanel' : undefined}
            aria-labelledby={enhanced ? tabId(i) : undefined}
            tabIndex={enhanced ? 0 : undefined}
            hidden={enhanced && i !== current}
            data-tab-panel=""
          >
            <div className={`grid-container ${styles.panelHeading}`}>
              <Heading level={headingLevel} size="m">
                {tab.label}
              </Heading>
            </div>
            {panels[i]}
          </div>
        ))}
      </div>
    </div>
  );
}
