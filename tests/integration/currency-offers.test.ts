import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { getDoublePrice } from '@/features/currency/double-price.server';
import { getExchangeRate, resetExchangeRate } from '@/features/currency/exchange-rate.server';
import { getOffers, resetOffers } from '@/features/offers/offers.server';
import { saveSetting } from '@/features/settings/settings.server';
import { loadVehicleCards } from '@/features/stock/vehicle-cards.server';
import { logger } from '@/lib/logger.server';
import { tagVersion } from '@/lib/tag-versions';
import { startCurrencyOffersStandIn, standInOffers, type CurrencyOffersStandIn } from '../fixtures/currency-offers-standin';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * Currency exchange and offers from the URLs of settings (site.md §4, §7, §8; decision 0044),
 * against the local stand-in, declared for the outbound guard by OUTBOUND_ALLOW_PRIVATE_HOSTS.
 */
// The environment is read once: the stand-in gets a fixed port per worker, declared before anything reads it.
const ports = vi.hoisted(() => {
  const standin = 5100 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${standin}`;
  return { standin };
});

withFreshDatabase();
const system = systemActor('test');
let standin: CurrencyOffersStandIn;
const staticDouble = { enabled: true, symbol: 'EUR', rate: 0.005, decimals: 0 };
const hits = (path: string) => standin.requests.filter((p) => p === path).length;

beforeAll(async () => {
  standin = await startCurrencyOffersStandIn({ port: ports.standin });
  await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1"]');
  await saveSetting(system, 'price.double_price', JSON.stringify(staticDouble));
});

afterAll(() => standin.close());

beforeEach(async () => {
  resetExchangeRate();
  resetOffers();
  Object.assign(standin, { currency: { exchangeRate: 0.0061, startDate: '2026-04-01' }, offers: standInOffers, status: 200, requests: [] });
  await saveSetting(system, 'currency.api_url', standin.url);
  await saveSetting(system, 'currency.rate_key', '');
  await saveSetting(system, 'currency.start_date_key', '');
  await saveSetting(system, 'mena.offers_api_url', `${standin.url}/offers`);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the double price', () => {
  it('uses the currency service’s rate when one is set, fetched once', async () => {
    expect(await getDoublePrice()).toEqual({ ...staticDouble, rate: 0.0061 });
    expect(await getExchangeRate()).toEqual({ rate: 0.0061, startDate: '2026-04-01' });
    expect((await loadVehicleCards([])).double).toEqual({ ...staticDouble, rate: 0.0061 });
    expect(hits('/currency-exchange')).toBe(1);
  });

  it('reads the rate and start date under the configured keys', async () => {
    await saveSetting(system, 'currency.rate_key', 'data.rate');
    await saveSetting(system, 'currency.start_date_key', 'data.valid_from');
    standin.currency = { data: { rate: '0.0066', valid_from: '2026-05-01' } };
    expect(await getExchangeRate()).toEqual({ rate: 0.0066, startDate: '2026-05-01' });
  });

  it('keeps the static rate, and fetches nothing, without a currency.api_url', async () => {
    await saveSetting(system, 'currency.api_url', '');
    expect(await getDoublePrice()).toEqual(staticDouble);
    expect(hits('/currency-exchange')).toBe(0);
  });

  it('fetches nothing while the double price is off', async () => {
    await saveSetting(system, 'price.double_price', '{"enabled":false}');
    try {
      expect((await getDoublePrice()).enabled).toBe(false);
      expect(hits('/currency-exchange')).toBe(0);
    } finally {
      await saveSetting(system, 'price.double_price', JSON.stringify(staticDouble));
    }
  });

  it('logs an error and keeps the static rate when the answer lacks the rate’s key (site.md §8)', async () => {
    const error = vi.spyOn(logger, 'error');
    standin.currency = { rate: 0.0061 };
    expect(await getDoublePrice()).toEqual(staticDouble);
    expect(error).toHaveBeenCalledWith(
      { problem: 'the answer has no "exchangeRate"', rateKey: 'exchangeRate' },
      'Currency response lacking its key: the static double-price rate is used',
    );
  });

  it.each([
    ['the service fails', () => void (standin.status = 503)],
    ['the service answers text', () => void (standin.currency = { text: 'maintenance' })],
  ])('logs a warning and keeps the static rate when %s', async (_, breakIt) => {
    const warn = vi.spyOn(logger, 'warn');
    breakIt();
    expect(await getDoublePrice()).toEqual(staticDouble);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(String) }),
      expect.stringContaining('static double-price rate'),
    );
  });

  it('keeps the static rate when the URL points inside the network (refused, not an error for visitors)', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await saveSetting(system, 'currency.api_url', 'https://169.254.169.254/latest');
    expect(await getDoublePrice()).toEqual(staticDouble);
    expect(warn).toHaveBeenCalledWith(
      { err: 'The host 169.254.169.254 is not on the allow-list (setting outbound.allowed_hosts).' },
      expect.any(String),
    );
    await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1","169.254.169.254"]');
    resetExchangeRate();
    expect(await getDoublePrice()).toEqual(staticDouble);
    expect(warn).toHaveBeenLastCalledWith({ err: '169.254.169.254 is a link-local address: refused.' }, expect.any(String));
    await saveSetting(system, 'outbound.allowed_hosts', '["127.0.0.1"]');
  });

  it('does not ask a failing service again on every page, and shows its rate once it answers', async () => {
    standin.status = 503;
    const before = tagVersion('currency');
    expect((await getDoublePrice()).rate).toBe(0.005);
    expect((await getDoublePrice()).rate).toBe(0.005);
    expect(hits('/currency-exchange')).toBe(1);
    expect(tagVersion('currency')).toBe(before);
  });
});

describe('offers', () => {
  it('are the list of mena.offers_api_url, fetched once', async () => {
    expect(await getOffers()).toEqual(standInOffers);
    expect(await getOffers()).toEqual(standInOffers);
    expect(hits('/offers')).toBe(1);
  });

  it('are empty, with the spec’s message, when the setting is missing', async () => {
    const warn = vi.spyOn(logger, 'warn');
    await saveSetting(system, 'mena.offers_api_url', '');
    expect(await getOffers()).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Missing api url: mena.offers_api_url');
    expect(hits('/offers')).toBe(0);
  });

  it.each([
    ['text', { text: 'no offers today' }],
    ['a JSON string', 'no offers today'],
    ['an empty list', []],
  ])('are empty when the URL answers %s', async (_, body) => {
    standin.offers = body;
    expect(await getOffers()).toEqual([]);
  });

  it('keep only items with a car_model_key and scalar properties', async () => {
    standin.offers = [{ car_model_key: 'defender_90', category: 'suv', images: ['a.jpg'] }, { category: 'no model' }];
    expect(await getOffers()).toEqual([{ car_model_key: 'defender_90', category: 'suv' }]);
  });

  it.each([
    ['an object', () => void (standin.offers = { error: 'unauthorised' })],
    ['an error status', () => void (standin.status = 500)],
    ['a body over the cap', () => void (standin.offers = { text: 'x'.repeat(600 * 1024) })],
  ])('are empty, logged, never an error, when the URL answers %s', async (_, breakIt) => {
    breakIt();
    expect(await getOffers()).toEqual([]);
  });

  it('are empty when the URL leaves the allow-list', async () => {
    await saveSetting(system, 'mena.offers_api_url', 'https://offers.example.jp/list');
    expect(await getOffers()).toEqual([]);
  });
});
