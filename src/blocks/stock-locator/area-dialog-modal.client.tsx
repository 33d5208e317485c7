'use client';

import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import styles from './stock-locator.module.css';

/** The area dialog as a React Aria modal: not dismissable by Escape or a click outside. */
export default function AreaDialogModal({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.modalBackdrop}>
      <Modal className={styles.modalFrame}>
        <Dialog aria-labelledby={labelledBy} className={styles.modal} data-area-modal="">
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
