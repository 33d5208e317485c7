'use client';

import type { ReactNode } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './stock-locator.module.css';

/**
 * The phone filter drawer: React Aria moves focus in, keeps Tab inside, hides the page behind from
 * screen readers, closes on Escape or a tap outside and returns focus to the 絞り込み button.
 * `data-filter-dialog` tells the results island not to pull focus out while the drawer is open.
 */
export default function FilterDialog({
  title,
  closeLabel,
  showLabel,
  onClose,
  onShowResults,
  children,
}: {
  title: string;
  closeLabel: string;
  showLabel: string;
  onClose: () => void;
  onShowResults: () => void;
  children: ReactNode;
}) {
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose()} className={styles.drawerOverlay}>
      <Modal className={styles.drawer}>
        <Dialog className={styles.drawerDialog} data-filter-dialog="">
          <div className={styles.drawerHeader}>
            <Heading slot="title" className={styles.drawerTitle}>
              {title}
            </Heading>
            <button type="button" className={styles.drawerClose} onClick={onClose}>
              {closeLabel}
            </button>
          </div>
          <div className={styles.drawerBody}>{children}</div>
          <div className={styles.drawerFooter}>
            {/* Polite: the count follows the filters while the visitor changes them. */}
            <button type="button" className={styles.drawerShow} onClick={onShowResults} aria-live="polite" data-filter-show="">
              {showLabel}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
