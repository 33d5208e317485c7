import Link from 'next/link';
import { useId } from 'react';
import type { HeadingLevel } from '@/ui/heading';
import { cancelOwnOrderAction } from '../cancellation.actions';
import type { CancellationScreen } from '../cancellation';
import type { CancellationTexts } from '../cancellation-texts';
import { screenUrl } from '../cancellation-url';
import { FocusOnArrival } from './islands';
import styles from './checkout.module.css';

/** The order a signed link opened: what the modal's form sends back to the server. */
export interface CancellationOrder {
  number: string;
  token: string;
  /** The dealer confirmed and the deposit was taken: cancelling is a request. */
  paid: boolean;
}

interface PanelProps {
  screen: CancellationScreen;
  /** Null when the link opens no order: only "unavailable" can be shown, with nothing of any order. */
  order: CancellationOrder | null;
  /** This page's path and query (the signed link's parameters), without `?cancel=`. */
  here: string;
  texts: CancellationTexts;
  headingLevel?: HeadingLevel;
  /** The visitor got here by a step of the flow (the URL names one): focus moves to what changed. */
  focus?: boolean;
}

/**
 * The owner's cancellation (blocks.md 2.17): one screen of the state chart at a time, each a plain
 * link or form, so it works without JavaScript. The modal is a <dialog> opened by the server
 * (?cancel=modal) with its primary and secondary buttons. Shown under an order on its confirmation
 * page and by the cancellation flow block (decision 0034): `here` is the page the visitor is on, so
 * the links and the action's redirect stay there; the texts come translated or from the editor.
 */
export function CancellationPanel({ focus = false, ...props }: PanelProps) {
  const id = useId();
  const ids = { heading: `${id}-heading`, back: `${id}-back` };
  const shown = props.order ? props.screen : 'unavailable';
  // In the modal the way back takes focus: its primary button cannot be undone.
  const target = shown === 'modal' ? ids.back : ids.heading;
  return (
    <>
      <Screen {...props} screen={shown} ids={ids} focusTarget={focus ? target : null} />
      {focus ? <FocusOnArrival key={shown} targetId={target} /> : null}
    </>
  );
}

function Screen({
  screen,
  order,
  here,
  texts,
  headingLevel = 'h2',
  ids,
  focusTarget,
}: Omit<PanelProps, 'focus'> & { ids: { heading: string; back: string }; focusTarget: string | null }) {
  const Heading = headingLevel;
  // `autofocus` serves a page loaded without JavaScript; a heading needs tabindex to take focus.
  const focusable = (id: string) => (focusTarget === id ? { autoFocus: true, tabIndex: -1 } : {});
  const title = (text: string, className?: string) => (
    <Heading id={ids.heading} className={className} {...focusable(ids.heading)}>
      {text}
    </Heading>
  );
  if (!order || screen === 'unavailable') {
    return (
      <section aria-labelledby={ids.heading} className={styles.panel}>
        {title(texts.title)}
        <p role="alert" className={styles.error}>
          {texts.unavailable}
        </p>
      </section>
    );
  }
  const ask = screenUrl(here, 'modal');
  switch (screen) {
    case 'cancellation':
    case 'paid_lead_cancel_only':
      return (
        <section aria-labelledby={ids.heading} className={styles.panel}>
          {title(texts.title)}
          <p>{screen === 'cancellation' ? texts.body : texts.paid_body}</p>
          <div className={styles.actions}>
            <Link className={styles.secondary} href={ask}>
              {screen === 'cancellation' ? texts.ask : texts.paid_ask}
            </Link>
          </div>
        </section>
      );
    case 'modal':
      return (
        <dialog open aria-modal="true" aria-labelledby={ids.heading} className={styles.dialog}>
          <Heading id={ids.heading}>{texts.modal_title}</Heading>
          <p>{order.paid ? texts.modal_paid_body : texts.modal_body}</p>
          <form action={cancelOwnOrderAction.bind(null, order.number, order.token, here)} className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {order.paid ? texts.paid_confirm : texts.confirm}
            </button>
            <Link id={ids.back} className={styles.secondary} href={here} autoFocus={focusTarget === ids.back}>
              {texts.back}
            </Link>
          </form>
        </dialog>
      );
    case 'thank_you':
    case 'awaiting_cancellation':
    case 'cancelled':
      return (
        <section aria-labelledby={ids.heading} className={styles.panel} role="status">
          {title(texts[`${screen}_title`])}
          <p>{texts[`${screen}_body`]}</p>
        </section>
      );
    case 'error':
      return (
        <section aria-labelledby={ids.heading} className={styles.cardError} role="alert">
          {title(texts.error_title, styles.cardErrorTitle)}
          <p>{texts.error_body}</p>
          <Link className={styles.secondary} href={ask}>
            {texts.try_again}
          </Link>
        </section>
      );
  }
}
