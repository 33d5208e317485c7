import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as initApi } from '@/app/api/buy_online/orders/init/route';
import { POST as completeApi } from '@/app/api/buy_online/orders/route';
import { renderBlockSection } from '@/blocks/test-rendering';
import { orders, vehicles } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { cancelOwnOrderAction } from '@/features/ordering/cancellation.actions';
import { orderAccessToken } from '@/features/ordering/order-link.server';
import { confirmOrder } from '@/features/ordering/orders-admin.server';
import { seedDemoStock } from '@/features/stock/demo.server';
import { request } from '../fixtures/http';
import { newBrowserCookie, reservationVisitor } from '../fixtures/ordering';
import { withFreshDatabase } from '../fixtures/test-db';

/** next/navigation's redirect throws to end the action; here it says where it was sent. */
class Redirected extends Error {
  constructor(readonly to: string) {
    super(`redirected to ${to}`);
  }
}
vi.mock('next/navigation', () => ({
  redirect: (to: string) => {
    throw new Redirected(to);
  },
}));

const { db } = withFreshDatabase();
let cars: number[] = [];

beforeAll(async () => {
  await seedDemoStock(12, { force: true });
  await db().update(vehicles).set({ status: 'stock' });
  await seedDemoForms(systemActor('test'));
  cars = (await db().select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.listed, true)).orderBy(vehicles.id)).map((c) => c.id);
});

/** A reservation made as a visitor makes it (no deposit in this market): its number and signed token. */
async function reservation() {
  const vehicleId = cars.shift()!;
  const cookie = newBrowserCookie();
  const held = await initApi(
    request('/api/buy_online/orders/init', { method: 'POST', json: { vehicle_id: vehicleId }, headers: { cookie } }),
    undefined,
  );
  const lockId = ((await held.json()) as { data: { lock_id: string } }).data.lock_id;
  const made = await completeApi(
    request('/api/buy_online/orders', {
      method: 'POST',
      json: {
        lock_id: lockId,
        vehicle_id: vehicleId,
        attributes: reservationVisitor,
        terms_accepted: true,
      },
      headers: { cookie, 'idempotency-key': `block-${lockId}` },
    }),
    undefined,
  );
  expect(made.status).toBe(201);
  const number = ((await made.json()) as { data: { order_number: string } }).data.order_number;
  return { number, token: await orderAccessToken(number) };
}

/** The block on the editor's page /reservation/cancel, opened with this query. */
const page = (query: string) => renderBlockSection('cancellation_flow', { searchParams: new URLSearchParams(query) });
const statusOf = async (number: string) => (await db().select().from(orders).where(eq(orders.orderNumber, number)))[0]!;

/** Where the modal's form sends the visitor after the action, with this return path. */
async function submitModal(number: string, token: string, returnPath: string): Promise<string> {
  const outcome = await cancelOwnOrderAction(number, token, returnPath).catch((error: unknown) => error);
  if (!(outcome instanceof Redirected)) throw new Error(`the action did not redirect: ${String(outcome)}`);
  return outcome.to;
}

describe('the cancellation flow block on real orders', () => {
  it('shows a reservation’s owner the cancellation screen, and anyone else "unavailable" with nothing of the order', async () => {
    const { number, token } = await reservation();
    const owner = await page(`order=${number}&token=${token}`);
    expect(owner.querySelector('h2')!.textContent).toBe('ご予約の取り消し');
    expect(owner.querySelector('a')!.getAttribute('href')).toBe(`/test?order=${number}&token=${token}&cancel=modal`);
    // A token one character off (never the same character: a token may end in x).
    const wrong = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
    for (const query of [`order=${number}&token=${wrong}`, `order=${number}`, `order=R00000000&token=${token}`, '']) {
      const other = await page(query);
      expect(other.querySelector('[role="alert"]')!.textContent).toBe('このご予約は表示できません。');
      expect(other.querySelectorAll('a, form, dialog')).toHaveLength(0);
      expect(other.innerHTML).not.toContain(number);
    }
  });

  it('cancels from the modal and comes back to the block’s page, which then says so', async () => {
    const { number, token } = await reservation();
    const here = `/reservation/cancel?order=${number}&token=${token}`;
    expect(await submitModal(number, token, here)).toBe(`${here}&cancel=thank_you`);
    expect(await statusOf(number)).toMatchObject({ status: 'cancelled', cancelReason: 'customer_request' });
    const thanked = await page(`order=${number}&token=${token}&cancel=thank_you`);
    expect(thanked.querySelector('[role="status"] h2')!.textContent).toBe('ご予約を取り消しました');
    const later = await page(`order=${number}&token=${token}`);
    expect(later.querySelector('[role="status"] h2')!.textContent).toBe('このご予約は取り消し済みです');
    expect(later.querySelectorAll('a, form')).toHaveLength(0);
  });

  it('turns a confirmed reservation’s cancellation into a request the page then shows as awaiting', async () => {
    const { number, token } = await reservation();
    await confirmOrder(systemActor('test'), number);
    expect((await page(`order=${number}&token=${token}`)).querySelector('a')!.textContent).toBe('取り消しを依頼する');
    const here = `/reservation/cancel?order=${number}&token=${token}`;
    expect(await submitModal(number, token, here)).toBe(`${here}&cancel=awaiting_cancellation`);
    expect((await statusOf(number)).cancelRequestedAt).toBeInstanceOf(Date);
    const awaiting = await page(`order=${number}&token=${token}&cancel=awaiting_cancellation`);
    expect(awaiting.querySelector('[role="status"] h2')!.textContent).toBe('取り消しを依頼しました');
  });

  it('sends a tampered return path to the order’s confirmation page, never off the site', async () => {
    const { number, token } = await reservation();
    const confirmation = `/showroom-order-online/confirmation/${number}?token=${token}`;
    expect(await submitModal(number, token, '//evil.example/')).toBe(`${confirmation}&cancel=thank_you`);
    for (const hostile of [
      'https://evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%2F%2Fevil.example',
      '/a/..//evil.example',
    ]) {
      expect(await submitModal(number, token, hostile)).toBe(`${confirmation}&cancel=cancelled`);
    }
    // Not a string at all (a hand-made request): the same fallback.
    expect(await submitModal(number, token, { toString: () => '//evil.example' } as unknown as string)).toBe(
      `${confirmation}&cancel=cancelled`,
    );
  });

  it('cancels nothing for a forged token, wherever it says to go back to', async () => {
    const { number } = await reservation();
    const to = await submitModal(number, 'forged-token', `/reservation/cancel?order=${number}&token=forged-token`);
    expect(to).toBe(`/reservation/cancel?order=${number}&token=forged-token&cancel=unavailable`);
    expect(await statusOf(number)).toMatchObject({ status: 'reserved' });
  });
});
