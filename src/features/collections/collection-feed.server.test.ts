import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { tagVersion } from '@/lib/tag-versions';
import {
  collectionFeedMaxUrls,
  collectionFeedTag,
  collectionFeedTiming,
  loadCollectionFeed,
  resetCollectionFeeds,
  type CollectionFeedRequest,
} from './collection-feed.server';

/**
 * The feed read through the real outbound guard (decision 0044) from the local JSON stand-in,
 * declared for the guard by OUTBOUND_ALLOW_PRIVATE_HOSTS. Only the settings are stood in for.
 */
// The environment is read once: the stand-in starts, and is declared to the guard, before anything reads it.
const standin = await vi.hoisted(async () => {
  const { startJsonStandIn } = await import('../../../tests/fixtures/json-standin');
  const started = await startJsonStandIn();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${started.port}`;
  return started;
});

vi.mock('@/features/settings/settings.server', () => ({ getSetting: vi.fn() }));

const origin = standin.url;
const template = `${origin}/feeds/{collection}?lang={lang}&market={market}&limit={limit}&grouped={grouped}`;
let settings: Record<string, unknown>;
vi.mocked(getSetting).mockImplementation(async (key) => settings[key] as never);

const item = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `item-${n}`,
  title: `Item ${n}`,
  description: `About item ${n}`,
  image_url: `https://cdn.example.jp/${n}.jpg`,
  url: `/collection/${n}`,
  ...extra,
});

afterAll(() => standin.close());

beforeEach(() => {
  resetCollectionFeeds();
  settings = { 'collections.feed_url': template, 'outbound.allowed_hosts': ['127.0.0.1'] };
  standin.reset();
  standin.answer = { body: { data: [item(1, { group: 'Bags', price_jpy: 12100 }), item(2), item(3)] } };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const request = (change: Partial<CollectionFeedRequest> = {}): CollectionFeedRequest => ({
  lang: 'en',
  market: 'jp',
  collection: 'lifestyle',
  limit: 10,
  grouped: true,
  ...change,
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('loadCollectionFeed', () => {
  it('asks the filled URL once, then answers from memory, at most the block’s limit', async () => {
    const first = await loadCollectionFeed(request({ lang: 'ar', limit: 2 }));
    expect(first).toEqual({
      status: 'ok',
      items: [
        {
          id: 'item-1',
          title: 'Item 1',
          description: 'About item 1',
          imageUrl: 'https://cdn.example.jp/1.jpg',
          url: '/collection/1',
          group: 'Bags',
          priceJpy: 12100,
        },
        { id: 'item-2', title: 'Item 2', description: 'About item 2', imageUrl: 'https://cdn.example.jp/2.jpg', url: '/collection/2' },
      ],
    });
    expect(await loadCollectionFeed(request({ lang: 'ar', limit: 2 }))).toEqual(first);
    expect(standin.requests).toEqual(['/feeds/lifestyle?lang=ar&market=jp&limit=2&grouped=true']);
  });

  it('keeps each block’s feed apart: another collection or market is another URL', async () => {
    standin.answer.body = { data: [item(1)] };
    await loadCollectionFeed(request());
    standin.answer.body = { data: [item(9)] };
    const other = await loadCollectionFeed(request({ collection: 'kids & baby', market: 'ae', grouped: false }));
    expect(other.status === 'ok' && other.items.map((i) => i.id)).toEqual(['item-9']);
    const again = await loadCollectionFeed(request());
    expect(again.status === 'ok' && again.items.map((i) => i.id)).toEqual(['item-1']);
    expect(standin.requests).toEqual([
      '/feeds/lifestyle?lang=en&market=jp&limit=10&grouped=true',
      '/feeds/kids%20%26%20baby?lang=en&market=ae&limit=10&grouped=false',
    ]);
  });

  it(`keeps at most ${collectionFeedMaxUrls} feeds, forgetting the least recently read`, async () => {
    await loadCollectionFeed(request({ collection: 'first' }));
    for (let n = 0; n < collectionFeedMaxUrls; n++) await loadCollectionFeed(request({ collection: `c${n}` }));
    await loadCollectionFeed(request({ collection: 'first' }));
    expect(standin.requests.filter((path) => path.startsWith('/feeds/first?'))).toHaveLength(2);
    expect(standin.requests.filter((path) => path.startsWith('/feeds/c49?'))).toHaveLength(1);
  });

  it('shows nothing and asks nothing while collections.feed_url is empty, and says so', async () => {
    const warn = vi.spyOn(logger, 'warn');
    settings['collections.feed_url'] = '';
    expect(await loadCollectionFeed(request())).toEqual({ status: 'unconfigured' });
    expect(standin.requests).toEqual([]);
    expect(warn).toHaveBeenCalledWith('Missing feed url: collections.feed_url (collection slider feed blocks show nothing)');
  });

  it('refuses a host that is not on outbound.allowed_hosts, and an allowed one inside the network, before connecting', async () => {
    const warn = vi.spyOn(logger, 'warn');
    settings['outbound.allowed_hosts'] = ['shop.example.jp'];
    expect(await loadCollectionFeed(request())).toEqual({ status: 'unavailable' });
    expect(warn).toHaveBeenLastCalledWith(
      { host: `127.0.0.1:${standin.port}`, err: 'The host 127.0.0.1 is not on the allow-list (setting outbound.allowed_hosts).' },
      'collection feed unavailable',
    );
    settings['collections.feed_url'] = 'https://169.254.169.254/latest/{collection}';
    settings['outbound.allowed_hosts'] = ['169.254.169.254'];
    expect(await loadCollectionFeed(request())).toEqual({ status: 'unavailable' });
    expect(warn).toHaveBeenLastCalledWith(
      { host: '169.254.169.254', err: '169.254.169.254 is a link-local address: refused.' },
      'collection feed unavailable',
    );
    expect(standin.requests).toEqual([]);
  });

  it.each([
    ['text that is no JSON', { status: 200, body: null, raw: '<html>maintenance</html>' }, 'warn'],
    ['an error status', { status: 503, body: { error: 'down' } }, 'warn'],
    ['JSON of another shape', { status: 200, body: [item(1)] }, 'error'],
  ] as const)('shows nothing for %s, logged', async (_, broken, level) => {
    const log = vi.spyOn(logger, level);
    standin.answer = { ...broken };
    expect(await loadCollectionFeed(request())).toEqual({ status: 'unavailable' });
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ host: `127.0.0.1:${standin.port}` }),
      expect.stringContaining('collection feed'),
    );
  });

  it(
    'gives up on a feed slower than its deadline',
    async () => {
      const warn = vi.spyOn(logger, 'warn');
      standin.answer.delayMs = collectionFeedTiming.timeoutMs + 1000;
      const started = Date.now();
      expect(await loadCollectionFeed(request())).toEqual({ status: 'unavailable' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(collectionFeedTiming.timeoutMs - 50);
      expect(Date.now() - started).toBeLessThan(collectionFeedTiming.timeoutMs + 900);
      expect(warn).toHaveBeenCalledWith(
        { host: `127.0.0.1:${standin.port}`, err: `No complete answer from 127.0.0.1 within ${collectionFeedTiming.timeoutMs} ms.` },
        'collection feed unavailable',
      );
    },
    collectionFeedTiming.timeoutMs + 5000,
  );

  it('answers an empty feed as no items', async () => {
    standin.answer.body = { data: [] };
    expect(await loadCollectionFeed(request())).toEqual({ status: 'ok', items: [] });
  });

  it('keeps the last good items through a failed refresh, and re-renders pages when a refresh brings others', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ids = async () => {
      const feed = await loadCollectionFeed(request());
      return feed.status === 'ok' ? feed.items.map((i) => i.id) : feed.status;
    };
    expect(await ids()).toEqual(['item-1', 'item-2', 'item-3']);
    const version = tagVersion(collectionFeedTag);

    standin.answer = { status: 503, body: {} };
    vi.setSystemTime(Date.now() + collectionFeedTiming.freshMs);
    expect(await ids()).toEqual(['item-1', 'item-2', 'item-3']);
    await until(() => standin.requests.length === 2);
    expect(await ids()).toEqual(['item-1', 'item-2', 'item-3']);

    standin.answer = { status: 200, body: { data: [item(4)] } };
    vi.setSystemTime(Date.now() + collectionFeedTiming.retryMs);
    await ids();
    await until(() => tagVersion(collectionFeedTag) > version);
    expect(await ids()).toEqual(['item-4']);
    expect(standin.requests).toHaveLength(3);
  });
});
