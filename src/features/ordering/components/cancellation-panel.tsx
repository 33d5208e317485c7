import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { cancelOwnOrderAction } from '../cancellation.actions';
import type { CancellationScreen } from '../cancellation';
import styles from './checkout.module.css';

/**
 * The owner's cancellation (blocks.md 2.17) under their order: one screen of the state chart at a
 * time, each a plain link or form, so it works without JavaScript. The modal is a <dialog> opened
 * by the server (?cancel=modal) with its primary and secondary buttons.
 */
export function CancellationPanel({
  screen,
  number,
  token,
  paid,
  t,
}: {
  screen: CancellationScreen;
  number: string;
  token: string;
  /** The dealer confirmed and the deposit was taken: cancelling is a request. */
  paid: boolean;
  t: Translate;
}) {
  const here = `/showroom-order-online/confirmation/${number}?${new URLSearchParams({ token })}`;
  const ask = `${here}&cancel=modal`;
  const c = (key: string) => t(`ordering.cancellation.${key}`);
  switch (screen) {
    case 'cancellation':
    case 'paid_lead_cancel_only':
      return (
        <section aria-labelledby="cancellation" className={styles.panel}>
          <h2 id="cancellation">{c('title')}</h2>
          <p>{c(screen === 'cancellation' ? 'body' : 'paid_body')}</p>
          <div className={styles.actions}>
            <Link className={styles.secondary} href={ask}>
              {c(screen === 'cancellation' ? 'ask' : 'paid_ask')}
            </Link>
          </div>
        </section>
      );
    case 'modal':
      return (
        <dialog open aria-modal="true" aria-labelledby="cancel-confirm" className={styles.dialog}>
          <h2 id="cancel-confirm">{c('modal_title')}</h2>
          <p>{c(paid ? 'modal_paid_body' : 'modal_body')}</p>
          <form action={cancelOwnOrderAction.bind(null, number, token)} className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {c(paid ? 'paid_ask' : 'confirm')}
            </button>
            <Link className={styles.secondary} href={here}>
              {c('back')}
            </Link>
          </form>
        </dialog>
      );
    case 'thank_you':
    case 'awaiting_cancellation':
    case 'cancelled':
      return (
        <section aria-labelledby="cancellation" className={styles.panel} role="status">
          <h2 id="cancellation">{c(`${screen}_title`)}</h2>
          <p>{c(`${screen}_body`)}</p>
        </section>
      );
    case 'error':
      return (
        <section aria-labelledby="cancellation" className={styles.cardError} role="alert">
          <h2 id="cancellation" className={styles.cardErrorTitle}>
            {c('error_title')}
          </h2>
          <p>{c('error_body')}</p>
          <Link className={styles.secondary} href={ask}>
            {c('try_again')}
          </Link>
        </section>
      );
    case 'unavailable':
      return (
        <p role="alert" className={styles.error}>
          {c('unavailable')}
        </p>
      );
  }
}
