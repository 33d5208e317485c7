'use client';

import { useEffect, useState } from 'react';
import type { StepsState } from '../steps';

/** Minutes and seconds as Japanese text: 14分05秒. */
export function remainingText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}分${String(total % 60).padStart(2, '0')}秒`;
}

/**
 * The holder's countdown (issue 10 item 3, B3). At zero the page is loaded again, and the server
 * shows the soft-lock-expired state. Also mirrors the checkout into sessionStorage under the
 * spec's keys (site.md §9), for scripts that read them; the server's draft stays the truth.
 */
export function HoldCountdown({
  expiresAt,
  lockId,
  vehicleId,
  steps,
  template,
  label,
  remainingMs,
}: {
  expiresAt: string;
  /** As the server counted it when rendering: shown until the browser counts for itself. */
  remainingMs: number;
  lockId: string;
  vehicleId: number;
  steps: StepsState;
  /** 「この車両をあと{{time}}確保しています」 */
  template: string;
  label: string;
}) {
  const end = Date.parse(expiresAt);
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    try {
      sessionStorage.setItem('sl_order_online_soft_lock', JSON.stringify({ lock_id: lockId, expires_at: expiresAt }));
      sessionStorage.setItem('sl_order_online_steps', JSON.stringify(steps));
      sessionStorage.setItem('sl_order_online_data', JSON.stringify({ vehicleId, detailsRoute: location.pathname }));
    } catch {
      // Storage failures are only logged by the spec; nothing depends on it here.
    }
    const tick = () => {
      const ms = end - Date.now();
      setLeft(ms);
      if (ms <= 0) {
        clearInterval(timer);
        location.reload();
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
    return () => clearInterval(timer);
  }, [end, expiresAt, lockId, vehicleId, steps]);

  const text = remainingText(left ?? remainingMs);
  return (
    <p role="timer" aria-label={label} data-expires-at={expiresAt} suppressHydrationWarning>
      {template.replace('{{time}}', text)}
    </p>
  );
}
