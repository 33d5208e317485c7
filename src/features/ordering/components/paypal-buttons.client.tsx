'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './checkout.module.css';

export interface PayPalTexts {
  errorTitle: string;
  errorBody: string;
  errorPrefix: string;
  cancelled: string;
  unavailable: string;
  processing: string;
}

interface PayPalNamespace {
  Buttons(options: {
    createOrder: () => Promise<string>;
    onApprove: (data: { orderID: string }) => Promise<void> | void;
    onCancel?: () => void;
    onError?: (error: unknown) => void;
    style?: Record<string, unknown>;
  }): { render(target: HTMLElement): Promise<void> };
}

/** PayPal's JS SDK, loaded once per page (the checkout's CSP lets it in through the page's nonce'd scripts). */
function loadPayPal(clientId: string, currency: string): Promise<PayPalNamespace> {
  const existing = (window as unknown as { paypal?: PayPalNamespace }).paypal;
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const query = new URLSearchParams({ 'client-id': clientId, currency, intent: 'authorize', locale: 'ja_JP', components: 'buttons' });
    script.src = `https://www.paypal.com/sdk/js?${query}`;
    script.async = true;
    script.onload = () => {
      const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('PayPal SDK did not start'));
    };
    script.onerror = () => reject(new Error('PayPal SDK could not be loaded'));
    document.head.appendChild(script);
  });
}

/**
 * PayPal's button. `createOrder` asks our server for the hold's PayPal order (the amount is the
 * server's); once the buyer approves in PayPal's window the form posts to the checkout's server
 * action, which authorises the order with PayPal itself before making the order.
 */
export function PayPalButtons({
  clientId,
  currency,
  vehicleId,
  action,
  texts,
}: {
  clientId: string;
  currency: string;
  vehicleId: number;
  action: () => Promise<void>;
  texts: PayPalTexts;
}) {
  const mountRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<{ kind: 'error' | 'cancelled' | 'unavailable'; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadPayPal(clientId, currency)
      .then((paypal) => {
        if (cancelled || !mountRef.current) return;
        mountRef.current.replaceChildren();
        return paypal
          .Buttons({
            style: { layout: 'vertical', label: 'paypal' },
            createOrder: async () => {
              setProblem(null);
              const res = await fetch('/api/buy_online/paypal/create_order', {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ vehicle_id: vehicleId }),
              });
              const body = (await res.json()) as { id?: string; detail?: string };
              if (!res.ok || !body.id) throw new Error(body.detail ?? String(res.status));
              return body.id;
            },
            onApprove: () => {
              setBusy(true);
              formRef.current?.requestSubmit();
            },
            onCancel: () => setProblem({ kind: 'cancelled' }),
            onError: (error) => setProblem({ kind: 'error', message: error instanceof Error ? error.message : '' }),
          })
          .render(mountRef.current);
      })
      .catch(() => setProblem({ kind: 'unavailable' }));
    return () => {
      cancelled = true;
    };
  }, [clientId, currency, vehicleId]);

  return (
    <form ref={formRef} action={action} className={styles.panel} aria-busy={busy}>
      <div ref={mountRef} className={styles.paypalButtons} />
      {busy ? <p role="status">{texts.processing}</p> : null}
      {problem?.kind === 'cancelled' ? <p role="status">{texts.cancelled}</p> : null}
      {problem?.kind === 'unavailable' ? (
        <p role="alert" className={styles.error}>
          {texts.unavailable}
        </p>
      ) : null}
      {problem?.kind === 'error' ? (
        <div role="alert" className={styles.cardError}>
          <p className={styles.cardErrorTitle}>{texts.errorTitle}</p>
          <p>{texts.errorBody}</p>
          {problem.message ? <p>{`${texts.errorPrefix} ${problem.message}`}</p> : null}
        </div>
      ) : null}
    </form>
  );
}
