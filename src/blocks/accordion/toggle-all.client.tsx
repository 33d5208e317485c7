'use client';

import { useEffect, useState } from 'react';
import styles from './accordion.module.css';

/** OPEN ALL when any item is closed, CLOSE ALL when all are open; follows items opened by hand. */
export function AccordionToggleAll({ containerId, openLabel, closeLabel }: { containerId: string; openLabel: string; closeLabel: string }) {
  const [allOpen, setAllOpen] = useState(false);

  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const items = () => [...container.querySelectorAll<HTMLDetailsElement>(':scope > details')];
    const sync = () => setAllOpen(items().every((d) => d.open));
    sync();
    container.addEventListener('toggle', sync, true);
    return () => container.removeEventListener('toggle', sync, true);
  }, [containerId]);

  return (
    <button
      type="button"
      className={styles.toggleAll}
      aria-controls={containerId}
      data-accordion-action={allOpen ? 'close' : 'open'}
      onClick={() => {
        const container = document.getElementById(containerId);
        const next = !allOpen;
        container?.querySelectorAll<HTMLDetailsElement>(':scope > details').forEach((d) => (d.open = next));
        setAllOpen(next);
      }}
    >
      {allOpen ? closeLabel : openLabel}
    </button>
  );
}
