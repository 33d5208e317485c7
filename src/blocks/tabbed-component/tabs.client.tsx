'use client';

import { Suspense, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusCarryOver } from '../page-tabs/use-focus-carry-over';
import styles from './tabbed-component.module.css';

export interface ComponentTab {
  label: string;
  /** The tab's component with its island. */
  live: ReactNode;
  /** The same picture without an island: what a tab not opened yet holds. */
  still: ReactNode;
}

interface Props {
  /** Unique on the page: the ids of the tabs and panels start with it. */
  id: string;
  tabs: ComponentTab[];
  /** Names the tab list: the block's heading, or `label`. */
  labelledBy?: string;
  label: string;
}

/**
 * The tabbed component's tabs (decision 0059). In the server HTML they are radio buttons drawn as
 * tabs, and CSS shows the checked one's panel, so every tab works without JavaScript. Once
 * hydrated they become WAI-ARIA tabs: one tab stop (roving tabindex), ←/→ (wrapping), Home and End
 * select and focus; a radio focused when the island hydrates hands its focus to its tab. Only the
 * first tab's component is live at first; another becomes live — and fetches its island — when it
 * is first selected, showing its still picture until then.
 */
export function ComponentTabs({ id, tabs, labelledBy, label }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [ready, setReady] = useState(false);
  const [active, setActive] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabId = (i: number) => `${id}-tab-${i}`;
  const panelId = (i: number) => `${id}-panel-${i}`;

  const select = (i: number) => {
    setActive(i);
    setOpened((before) => (before.has(i) ? before : new Set(before).add(i)));
  };

  useEffect(() => {
    // A visitor may have picked a tab before the island arrived: keep it.
    const checked = root.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    select(Math.min(tabs.length - 1, Math.max(0, Number(checked?.value ?? 0))));
    setReady(true);
  }, [tabs.length]);

  // A keyboard user on a radio keeps focus on its tab when the radios become tab buttons.
  useFocusCarryOver(ready, {
    server: (focused) =>
      focused instanceof HTMLInputElement && focused.type === 'radio' && root.current?.contains(focused) ? Number(focused.value) : null,
    enhanced: (i) => tabRefs.current[i],
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabRefs.current[next]?.focus();
  };

  const content = (tab: ComponentTab, i: number) => {
    if (!opened.has(i) || (!ready && i !== 0)) return tab.still;
    // The first tab was live in the server HTML; a later one waits for its island behind its still picture.
    return i === 0 ? tab.live : <Suspense fallback={tab.still}>{tab.live}</Suspense>;
  };

  return (
    <div ref={root} id={id} className={styles.tabs} data-ready={ready ? '' : undefined}>
      {ready ? (
        <div
          role="tablist"
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          className={styles.list}
          onKeyDown={onKeyDown}
        >
          {tabs.map((tab, i) => (
            <button
              key={i}
              ref={(element) => {
                tabRefs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(i)}
              aria-selected={i === active}
              aria-controls={panelId(i)}
              tabIndex={i === active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(i)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      ) : (
        <fieldset className={styles.list}>
          <legend className="visually-hidden">{label}</legend>
          {tabs.map((tab, i) => (
            <label key={i} className={styles.choice}>
              <input type="radio" name={`${id}-tab`} value={i} defaultChecked={i === 0} className={styles.radio} />
              <span className={styles.tab}>{tab.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {tabs.map((tab, i) => (
        <div
          key={i}
          id={panelId(i)}
          className={styles.panel}
          data-tab={i}
          role={ready ? 'tabpanel' : undefined}
          aria-labelledby={ready ? tabId(i) : undefined}
          hidden={ready && i !== active}
        >
          {content(tab, i)}
        </div>
      ))}
    </div>
  );
}
