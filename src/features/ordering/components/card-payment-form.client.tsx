'use client';

import { loadStripe, type Stripe, type StripeElements } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';
import styles from './checkout.module.css';

export interface CardPaymentTexts {
  submit: string;
  processing: string;
  errorTitle: string;
  errorBody: string;
  errorPrefix: string;
  unavailable: string;
}

/**
 * The card step (B4): Stripe's Payment Element in Stripe's own frame, so card data goes from the
 * visitor's browser to Stripe and never through this site (PCI SAQ A). Once Stripe has authorised
 * the card, the same form posts to the checkout's server action, which checks the authorisation
 * with Stripe itself before making the order — the browser's word is never taken for it.
 */
export function CardPaymentForm({
  publishableKey,
  clientSecret,
  stripeAccountId,
  action,
  texts,
  locale = 'ja',
}: {
  publishableKey: string;
  clientSecret: string;
  stripeAccountId: string | null;
  action: () => Promise<void>;
  texts: CardPaymentTexts;
  /** The payment field's language (the reservation-flow block's payment locale). */
  locale?: 'ja' | 'en';
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const authorised = useRef(false);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadStripe(publishableKey, stripeAccountId ? { stripeAccount: stripeAccountId } : undefined)
      .then((loaded) => {
        if (cancelled || !loaded || !mountRef.current) return;
        const elements = loaded.elements({ clientSecret, locale });
        elements.create('payment').mount(mountRef.current);
        setStripe({ stripe: loaded, elements });
      })
      .catch(() => setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [publishableKey, clientSecret, stripeAccountId, locale]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Authorised: let the form's server action run (the order).
    if (authorised.current) return;
    event.preventDefault();
    if (!stripe || busy) return;
    setBusy(true);
    setError(null);
    const result = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      redirect: 'if_required',
      // Only cards that need a bank's own check (3-D Secure) leave the page; they come back here.
      confirmParams: { return_url: window.location.href },
    });
    if (result.error) {
      setError(result.error.message ?? '');
      setBusy(false);
      return;
    }
    authorised.current = true;
    formRef.current?.requestSubmit();
  }

  return (
    <form ref={formRef} action={action} onSubmit={onSubmit} className={styles.panel} aria-busy={busy}>
      <div ref={mountRef} className={styles.cardElement} />
      {unavailable ? (
        <p role="alert" className={styles.error}>
          {texts.unavailable}
        </p>
      ) : null}
      {error !== null ? (
        <div role="alert" className={styles.cardError}>
          <p className={styles.cardErrorTitle}>{texts.errorTitle}</p>
          <p>{texts.errorBody}</p>
          {error ? <p>{`${texts.errorPrefix} ${error}`}</p> : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!stripe || busy}>
          {busy ? texts.processing : texts.submit}
        </button>
      </div>
    </form>
  );
}
