'use server';

import { redirect } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { cancelOrder, cancelReasons, confirmOrder, type CancelReason } from '@/features/ordering/orders-admin.server';
import { isAppError } from '@/lib/app-error';

/** Confirm or cancel from the orders list; the list says what happened (or why not). */
async function decided(run: () => Promise<unknown>, number: string, done: string): Promise<never> {
  try {
    await run();
  } catch (error) {
    if (isAppError(error) && error.status === 409) {
      // Stripe refusing the capture is told apart from an order someone else decided first.
      const why = error.errors.some((e) => e.detail === 'capture_failed') ? '&why=capture' : '';
      redirect(`/admin/orders?conflict=${encodeURIComponent(number)}${why}`);
    }
    throw error;
  }
  redirect(`/admin/orders?${done}=${encodeURIComponent(number)}`);
}

export async function confirmOrderAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  const number = String(form.get('order_number') ?? '');
  await decided(() => confirmOrder(actor, number), number, 'confirmed');
}

export async function cancelOrderAction(form: FormData): Promise<void> {
  const actor = await currentActor();
  const number = String(form.get('order_number') ?? '');
  const reason = String(form.get('reason') ?? '');
  const checked = (cancelReasons as readonly string[]).includes(reason) ? (reason as CancelReason) : 'other';
  await decided(() => cancelOrder(actor, number, checked, String(form.get('note') ?? '')), number, 'cancelled');
}
