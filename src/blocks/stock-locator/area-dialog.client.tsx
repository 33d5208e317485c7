'use client';

import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import styles from './stock-locator.module.css';

/** React Aria's modal is fetched only on the rare page that shows this dialog. */
const AreaDialogModal = lazy(() => import('./area-dialog-modal.client'));

const subscribeNothing = () => () => {};

/**
 * "No retailer in this area" (site.md §4): a dialog that only a new area closes. The server (and a
 * visitor without JavaScript) gets a plain dialog; once hydrated, React Aria's modal takes over:
 * focus moves in and stays there, the page behind is hidden from assistive technology, and
 * Escape does nothing because only choosing an area closes it (issue 7 item 23).
 */
export function AreaDialog({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const plain = (
    <div className={styles.modalBackdrop}>
      <div role="dialog" aria-modal="true" aria-labelledby={labelledBy} className={styles.modal} data-area-modal="">
        {children}
      </div>
    </div>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <AreaDialogModal labelledBy={labelledBy}>{children}</AreaDialogModal>
    </Suspense>
  );
}
