'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export type CloseReason = 'button' | 'escape' | 'backdrop' | 'content';

export interface ModalProps {
  open: boolean;
  onClose: (reason: CloseReason) => void;
  /** site.md §4: a modal can be kept from closing — no ×, Escape and the backdrop do nothing. */
  preventClose?: boolean;
  /** Id of the visible title, or else `label` names the dialog. */
  labelledBy?: string;
  label?: string;
  closeLabel: string;
  /** `fullscreen`: the whole viewport on a dark ground (a block's image viewer). */
  variant?: 'content' | 'video' | 'fullscreen';
  children: ReactNode;
}

/**
 * The site's modal (site.md §4): a native `<dialog>` opened with `showModal()`, so the browser
 * puts it in the top layer above everything, makes the page behind inert (focus stays inside)
 * and gives it the dialog role. Focus goes back to where it was when the modal closes.
 *
 * Any element inside with `data-modal-close` closes it when clicked (a popup button with
 * `close_on_click`); a link keeps its navigation.
 */
export function Modal({ open, onClose, preventClose = false, labelledBy, label, closeLabel, variant = 'content', children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const releasedOnBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    if (!element.open) element.showModal();
    return () => {
      if (element.open) element.close();
      returnTo?.focus();
    };
  }, [open]);

  const requestClose = (reason: CloseReason) => {
    if (!preventClose) onClose(reason);
  };

  return (
    <dialog
      ref={dialog}
      className={variant === 'content' ? styles.dialog : `${styles.dialog} ${styles[variant]}`}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={(event) => {
        // Escape while a Japanese IME is composing cancels the composition, not the modal.
        if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        requestClose('escape');
      }}
      // Other close requests (Android's back gesture): the open state is ours, not the browser's.
      onCancel={(event) => {
        event.preventDefault();
        requestClose('escape');
      }}
      onClose={() => {
        // The browser closed it anyway (a forced close request): show it again if it must stay.
        if (open && preventClose) dialog.current?.showModal();
        else if (open) onClose('escape');
      }}
      // The content fills the dialog, so the dialog itself is hit only on its backdrop. Press and
      // release must both be there: a text selection dragged out of the content does not close it.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onPointerUp={(event) => {
        releasedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const target = event.target as Element;
        if (target === event.currentTarget) {
          if (pressedOnBackdrop.current && releasedOnBackdrop.current) requestClose('backdrop');
        } else if (target.closest('[data-modal-close]')) onClose('content');
        pressedOnBackdrop.current = releasedOnBackdrop.current = false;
      }}
    >
      <div className={styles.body}>
        {preventClose ? null : (
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose('button')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
        {children}
      </div>
    </dialog>
  );
}
