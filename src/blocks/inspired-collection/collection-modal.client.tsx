'use client';

import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Modal } from '@/features/popups/components/modal.client';
import styles from './inspired-collection.module.css';

const noSubscription = () => () => undefined;
/** False in the server HTML and while hydrating, true once React runs in the browser. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * The collection's details (server-rendered `children`) behind a button that opens them in the
 * site's modal. In the server HTML, and until this has hydrated, they are a native <details>
 * disclosure, so that without JavaScript the same button opens them in place.
 */
export function CollectionModal({
  buttonLabel,
  closeLabel,
  titleId,
  label,
  children,
}: {
  buttonLabel: string;
  closeLabel: string;
  /** Id of the modal's visible title, when it has one; else `label` names the dialog. */
  titleId?: string;
  label: string;
  children: ReactNode;
}) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);

  if (!enhanced) {
    return (
      <details className={styles.details}>
        <summary className={styles.open}>{buttonLabel}</summary>
        <div className={styles.inline}>{children}</div>
      </details>
    );
  }
  return (
    <>
      <button type="button" className={styles.open} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonLabel}
      </button>
      {open ? (
        <Modal open onClose={() => setOpen(false)} labelledBy={titleId} label={label} closeLabel={closeLabel}>
          {children}
        </Modal>
      ) : null}
    </>
  );
}
