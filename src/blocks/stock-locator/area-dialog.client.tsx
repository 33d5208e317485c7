'use client';

import { lazy, Suspense, type ReactNode } from 'react';

/**
 * React Aria is fetched only on the rare page that shows this dialog, not with every stock page.
 * The server renders the dialog in full; while its code loads, React leaves that markup as it is
 * (a suspended lazy component hydrates later in place), so nothing typed meanwhile is lost.
 */
const AreaDialogModal = lazy(() => import('./area-dialog-modal.client'));

/** "No retailer in this area" (site.md §4): a dialog that only a new area closes (issue 7 item 23). */
export function AreaDialog(props: { labelledBy: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AreaDialogModal {...props} />
    </Suspense>
  );
}
