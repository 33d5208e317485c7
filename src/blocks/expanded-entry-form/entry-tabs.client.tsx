'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './expanded-entry-form.module.css';

interface Tab {
  id: string;
  label: string;
  icon: ReactNode;
  padding: number;
}

/**
 * The tab bar of the expanded entry form: arrow keys move between tabs (WAI-ARIA tabs pattern),
 * tabs past the limit are under "その他", and the chosen tab id goes into the form's `entry_tab`.
 * Without JavaScript every panel stays visible, one after the other.
 */
export function EntryTabs({
  tabs,
  limit,
  blockId,
  labels,
}: {
  tabs: Tab[];
  limit: number;
  blockId: number;
  labels: { tabs: string; more: string };
}) {
  const [active, setActive] = useState(tabs[0]?.id ?? '');
  const barRef = useRef<HTMLDivElement>(null);
  const shown = tabs.slice(0, limit);
  const more = tabs.slice(limit);

  useEffect(() => {
    const root = barRef.current?.closest('[data-entry-form]');
    if (!root) return;
    for (const panel of root.querySelectorAll<HTMLElement>('[data-tab-panel]')) panel.hidden = panel.dataset.tabPanel !== active;
    const input = root.querySelector<HTMLInputElement>('form input[name="entry_tab"]');
    if (input) input.value = active;
  }, [active]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = shown.findIndex((t) => t.id === active);
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? shown.length - 1
              : null;
    if (next === null || index < 0) return;
    event.preventDefault();
    const target = shown[(next + shown.length) % shown.length]!;
    setActive(target.id);
    barRef.current?.querySelector<HTMLElement>(`#tab-${blockId}-${target.id}`)?.focus();
  }

  return (
    <div ref={barRef} className={styles.bar}>
      <div role="tablist" aria-label={labels.tabs} className={styles.tabs} onKeyDown={onKeyDown}>
        {shown.map((tab) => (
          <button
            key={tab.id}
            id={`tab-${blockId}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`panel-${blockId}-${tab.id}`}
            tabIndex={tab.id === active ? 0 : -1}
            className={styles.tab}
            style={{ paddingInline: `${tab.padding}px` }}
            onClick={() => setActive(tab.id)}
          >
            {tab.icon}
            {tab.label}
          </button>
        ))}
      </div>
      {more.length ? (
        <label className={styles.more}>
          {labels.more}
          <select value={more.some((t) => t.id === active) ? active : ''} onChange={(e) => e.target.value && setActive(e.target.value)}>
            <option value="">―</option>
            {more.map((tab) => (
              <option key={tab.id} value={tab.id}>
                {tab.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}
