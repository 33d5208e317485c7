import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/lib/app-error';
import type { OrderInput } from './order-inputs';

// The showroom config as each journey reads it: the configurator journey has its own offer.
const offers = {
  standard: {
    config: { financing_options: ['cash', 'loan'] },
    extras: { servicePacks: [{ key: 'coating', name: 'ボディコーティング', price: 88_000 }], tradeIn: true, booking: true },
  },
  configurator: {
    config: { financing_options: ['lease'] },
    extras: { servicePacks: [{ key: 'configured_care', name: 'コンフィギュレーター特典パック', price: 0 }], tradeIn: true, booking: false },
  },
};
vi.mock('./reservation-config.server', () => ({
  reservationConfig: vi.fn(async (journey: 'standard' | 'configurator') => offers[journey].config),
  checkoutExtras: vi.fn(async (journey: 'standard' | 'configurator') => offers[journey].extras),
}));

const { checkedApiOrderInput } = await import('./order-metadata.server');
const { reservationConfig, checkoutExtras } = await import('./reservation-config.server');

const input = (over: Partial<OrderInput> = {}): OrderInput => ({
  lock_id: '6f1c1d0e-3f7a-4a57-9a51-1c1e6f5f2b10',
  vehicle_id: 1,
  metadata: {},
  attributes: {},
  terms_accepted: true,
  ...over,
});
const standardHold = { draft: {} };
const configuratorHold = { draft: { config_url: 'https://configurator.example/defender/abc123' } };
// 23:30 on 26 November in Japan is still the 26th there (14:30 UTC): tomorrow is the 27th.
const now = new Date('2026-11-26T14:30:00Z');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('checkedApiOrderInput', () => {
  beforeEach(() => vi.clearAllMocks());

  it('gives back the request with its metadata as the order keeps it: packs priced from the offer', async () => {
    const checked = await checkedApiOrderInput(
      input({
        finance_option: 'loan',
        metadata: {
          servicePackData: [{ key: 'coating', price: 0 }],
          appBookingData: { type: 'appointment', date: '2026-11-27', time_slot: 'morning' },
        },
      }),
      standardHold,
      now,
    );
    expect(checked).toEqual(
      input({
        finance_option: 'loan',
        metadata: {
          servicePackData: [{ key: 'coating', name: 'ボディコーティング', price: 88_000 }],
          tradeInData: null,
          appBookingData: { type: 'appointment', date: '2026-11-27', time_slot: 'morning' },
        },
      }),
    );
  });

  it('reads the offer of the hold’s journey', async () => {
    await checkedApiOrderInput(
      input({ finance_option: 'lease', metadata: { servicePackData: ['configured_care'] } }),
      configuratorHold,
      now,
    );
    expect(reservationConfig).toHaveBeenCalledWith('configurator');
    expect(checkoutExtras).toHaveBeenCalledWith('configurator');
    const error = await refusal(
      checkedApiOrderInput(input({ finance_option: 'loan', metadata: { servicePackData: ['coating'] } }), configuratorHold, now),
    );
    expect(error.errors).toEqual([
      { pointer: 'finance_option', detail: '一覧から選択してください。' },
      { pointer: 'metadata.servicePackData.0', detail: 'サービスパック「coating」は現在お選びいただけません。' },
    ]);
  });

  it('refuses with one 422 naming every field, in Japanese, with the booking window seen from today in Japan', async () => {
    const error = await refusal(
      checkedApiOrderInput(
        input({ metadata: { appBookingData: { type: 'delivery', date: '2026-11-26', time_slot: 'noon' }, note: 'x' } }),
        standardHold,
        now,
      ),
    );
    expect(error.status).toBe(422);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('入力内容に3件の問題があります。各項目をご確認ください。');
    expect(error.errors).toEqual([
      { pointer: 'metadata.note', detail: expect.stringContaining('指定できません') },
      { pointer: 'metadata.appBookingData.date', detail: 'ご希望日は明日から60日以内の日付を選んでください。' },
      { pointer: 'metadata.appBookingData.time_slot', detail: '一覧から選択してください。' },
    ]);
  });
});
