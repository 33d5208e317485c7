'use client';

import type { ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { quickLinkClickEvent } from '../click-event';
import type { QuickLinksSource } from '../precedence';
import styles from './quick-links.module.css';

/**
 * The floating action button's frame: the links are rendered on the server; this island only
 * reports their clicks to the data layer (site.md §7, floating button).
 */
export function QuickLinksNav({ label, source, children }: { label: string; source: QuickLinksSource; children: ReactNode }) {
  return (
    <nav
      className={styles.quickLinks}
      aria-label={label}
      data-quick-links=""
      onClick={(event) => {
        const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-quick-link]');
        if (!link) return;
        trackEvent(
          quickLinkClickEvent({
            position: Number(link.dataset.quickLink),
            linkText: link.querySelector('[data-quick-link-text]')?.textContent?.trim() ?? '',
            url: link.getAttribute('href') ?? '',
            source,
          }),
        );
      }}
    >
      <ul className={styles.list}>{children}</ul>
    </nav>
  );
}
