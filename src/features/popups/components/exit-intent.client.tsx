'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { exitIntentPointerQuery, exitIntentShownKey, isTopExit } from '../exit-intent-rules';
import { Modal } from './modal.client';
import buttonStyles from '@/ui/link-button.module.css';
import styles from './popups.module.css';

function shownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(exitIntentShownKey) !== null;
  } catch {
    return true; // no storage: rather never than on every page
  }
}

function rememberShown(): void {
  try {
    window.sessionStorage.setItem(exitIntentShownKey, 'true');
  } catch (error) {
    console.warn('could not remember the exit-intent modal', error);
  }
}

/**
 * The exit-intent modal (site.md §2): once per session, when a desktop visitor's pointer leaves
 * the window through the top (decision 0042). The server renders it only on pages that match the
 * whitelist and not the blacklist. OK follows its link (or closes without one); cancel closes.
 */
export function ExitIntentDialog(props: {
  labelledBy?: string;
  label: string;
  closeLabel: string;
  ok: { label: string; href?: string; target: '_self' | '_blank' };
  cancelLabel?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!window.matchMedia(exitIntentPointerQuery).matches || shownThisSession()) return;
    const onMouseOut = (event: MouseEvent) => {
      // Another modal (the scheduled popup, a form) is answering the visitor already.
      if (!isTopExit(event) || document.querySelector('dialog[open]')) return;
      document.removeEventListener('mouseout', onMouseOut);
      rememberShown();
      setOpen(true);
    };
    document.addEventListener('mouseout', onMouseOut);
    return () => document.removeEventListener('mouseout', onMouseOut);
  }, []);

  const close = () => setOpen(false);
  const { ok } = props;
  const buttonClass = (kind: 'primary' | 'secondary') => `${buttonStyles.button} ${buttonStyles[kind]}`;
  return (
    <Modal open={open} onClose={close} labelledBy={props.labelledBy} label={props.label} closeLabel={props.closeLabel}>
      {props.children}
      <div className={styles.actions}>
        {props.cancelLabel ? (
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            {props.cancelLabel}
          </button>
        ) : null}
        {ok.href ? (
          <a
            className={buttonClass('primary')}
            href={ok.href}
            target={ok.target}
            rel={ok.target === '_blank' ? 'noopener noreferrer' : undefined}
            data-modal-close=""
          >
            {ok.label}
          </a>
        ) : (
          <button type="button" className={buttonClass('primary')} onClick={close}>
            {ok.label}
          </button>
        )}
      </div>
    </Modal>
  );
}
