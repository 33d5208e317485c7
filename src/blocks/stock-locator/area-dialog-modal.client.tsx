'use client';

import { useRef, type ReactNode } from 'react';
import { FocusScope } from 'react-aria/FocusScope';
import { useDialog } from 'react-aria/useDialog';
import { useModalOverlay } from 'react-aria/useModalOverlay';
import styles from './stock-locator.module.css';

/** Always open: the dialog leaves with the page when the visitor picks a new area. */
const openState = { isOpen: true, setOpen() {}, open() {}, close() {}, toggle() {}, point: null, setPoint() {} };

/**
 * The area dialog with React Aria's modal behaviour, on the server-rendered markup rather than in a
 * portal: focus moves in and stays in (FocusScope), the page behind is inert and does not scroll
 * (useModalOverlay), and Escape or a click outside does nothing.
 */
export default function AreaDialogModal({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  const modalRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable: false, isKeyboardDismissDisabled: true }, openState, modalRef);
  const { dialogProps } = useDialog({ 'aria-labelledby': labelledBy }, dialogRef);
  return (
    <div className={styles.modalBackdrop} {...underlayProps}>
      <div ref={modalRef} className={styles.modalFrame} {...modalProps}>
        <FocusScope contain restoreFocus autoFocus>
          <div ref={dialogRef} {...dialogProps} aria-modal="true" className={styles.modal} data-area-modal="">
            {children}
          </div>
        </FocusScope>
      </div>
    </div>
  );
}
