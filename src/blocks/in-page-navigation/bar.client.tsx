'use client';

import { useEffect, useState } from 'react';
import { scrollToAnchor } from '@/features/navigation/scroll-offsets';
import styles from './in-page-navigation.module.css';

interface Item {
  label: string;
  blockId: string;
}

/** Sticky bar; clicking scrolls smoothly to the block, allowing for header, this bar and breadcrumbs. */
export function InPageNavigationBar({ label, items }: { label: string; items: Item[] }) {
  const [current, setCurrent] = useState<string | null>(null);

  useEffect(() => {
    const targets = items.map((i) => document.getElementById(i.blockId)).filter((el): el is HTMLElement => Boolean(el));
    if (!targets.length) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
        if (visible) setCurrent(visible.target.id);
      },
      { rootMargin: '-160px 0px -60% 0px' },
    );
    targets.forEach((t) => observer.observe(t));
    return () => observer.disconnect();
  }, [items]);

  return (
    <nav className={styles.bar} aria-label={label} data-in-page-nav="">
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.blockId}>
            <a
              href={`#${item.blockId}`}
              className={styles.link}
              aria-current={current === item.blockId ? 'location' : undefined}
              onClick={(event) => {
                if (scrollToAnchor(item.blockId)) {
                  event.preventDefault();
                  history.pushState(null, '', `#${item.blockId}`);
                  setCurrent(item.blockId);
                }
              }}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
