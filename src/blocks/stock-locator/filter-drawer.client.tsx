'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import styles from './stock-locator.module.css';

/** The dialog (React Aria) is fetched when a phone visitor first reaches for it, not on load. */
const loadDialog = () => import('./filter-dialog.client');
const FilterDialog = lazy(loadDialog);

/** Wider than this, the filters sit beside the results and the drawer button is hidden (CSS too). */
const desktopQuery = '(min-width: 1024px)';

export interface FilterDrawerLabels {
  /** 絞り込み */
  open: string;
  /** 閉じる */
  close: string;
  /** N台を表示, with the count of the results now shown. */
  show: string;
  /** N件の条件を適用中, or empty when no filter is applied. */
  active: string;
}

/**
 * Filters on a phone (issue 7 item 5): the panel stays out of the way behind a sticky 絞り込み
 * button carrying the number of active filters, and opens as a drawer whose footer shows the live
 * result count. Filters still apply as they change (the form's own island); the footer button
 * closes the drawer and takes the visitor to the results. On a desktop the same server-rendered
 * panel sits beside the results. Without JavaScript the button is a link to the panel, which CSS
 * shows when it is the target.
 */
export function FilterDrawer({
  panelId,
  countId,
  activeCount,
  labels,
  children,
}: {
  panelId: string;
  countId: string;
  activeCount: number;
  labels: FilterDrawerLabels;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    // Turning a tablet or widening the window puts the panel back beside the results.
    const media = window.matchMedia(desktopQuery);
    const onChange = () => media.matches && setOpen(false);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [open]);

  const showResults = () => {
    setOpen(false);
    // After the dialog has handed focus back to its opener: the results take it instead.
    window.setTimeout(() => {
      const count = document.getElementById(countId);
      count?.scrollIntoView({ block: 'start', behavior: 'instant' });
      count?.focus({ preventScroll: true });
    }, 50);
  };

  const inline = (
    <div id={panelId} className={styles.filterPanel}>
      {children}
    </div>
  );
  return (
    <div className={styles.filterArea}>
      <div className={styles.drawerBar}>
        <a
          href={`#${panelId}`}
          role="button"
          className={styles.drawerButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          data-filter-drawer-button=""
          onPointerEnter={() => void loadDialog()}
          onTouchStart={() => void loadDialog()}
          onFocus={() => void loadDialog()}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          onKeyDown={(event) => {
            // A link-styled button opens on Space as well as Enter.
            if (event.key === ' ') {
              event.preventDefault();
              setOpen(true);
            }
          }}
        >
          {labels.open}
          {activeCount ? (
            <>
              <span className={styles.drawerBadge} aria-hidden="true">
                {activeCount}
              </span>
              <span className={styles.srOnly}>{labels.active}</span>
            </>
          ) : null}
        </a>
      </div>
      {open ? (
        <Suspense fallback={inline}>
          <FilterDialog
            title={labels.open}
            closeLabel={labels.close}
            showLabel={labels.show}
            onClose={() => setOpen(false)}
            onShowResults={showResults}
          >
            {children}
          </FilterDialog>
        </Suspense>
      ) : (
        inline
      )}
    </div>
  );
}
