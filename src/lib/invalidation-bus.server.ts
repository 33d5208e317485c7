import 'server-only';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { env } from './env.server';
import { logger } from './logger.server';
import { onShutdown } from './shutdown';

/**
 * Carries cache invalidations between instances: PostgreSQL LISTEN/NOTIFY, or Redis pub/sub when
 * REDIS_URL is set. With the embedded database there is one process and nothing to carry.
 *
 * A change made through one instance reaches every other within milliseconds. If an instance
 * loses its subscription it cannot know what it missed, so on reconnecting it drops all its
 * cached data and pages (`onGap`) — stale content is never served for longer than the outage.
 */
const channel = 'brand_site_invalidate';
const instanceId = randomUUID();
const maxPayload = 7_000; // NOTIFY payloads are limited to 8000 bytes

export interface BusHandlers {
  onTags: (tags: string[]) => void;
  onGap: () => void;
}

interface Transport {
  publish(payload: string): Promise<void>;
  close(): Promise<void>;
}

const key = Symbol.for('brand-site.invalidation-bus');
const g = globalThis as unknown as Record<symbol, { publisher?: Promise<Transport>; listener?: Promise<Transport> } | undefined>;
const state = (g[key] ??= {});

/** Sends tags to the other instances (never throws: a lost broadcast is logged). */
export async function broadcastTags(tags: readonly string[]): Promise<void> {
  const { DATABASE_URL, REDIS_URL } = env();
  if (!DATABASE_URL && !REDIS_URL) return;
  try {
    if (!state.publisher) {
      state.publisher = REDIS_URL ? redisPublisher(REDIS_URL) : pgPublisher(DATABASE_URL!);
      // Its connection keeps a process alive: scripts (import, seed) must be able to end.
      onShutdown(stopInvalidationBus);
    }
    const publisher = await state.publisher;
    for (const chunk of chunks([...new Set(tags)])) await publisher.publish(JSON.stringify({ from: instanceId, tags: chunk }));
  } catch (error) {
    state.publisher = undefined;
    logger.error({ err: error, tags }, 'cache invalidation could not be broadcast');
  }
}

/** Subscribes this instance to the other instances' invalidations (server start-up). */
export function startInvalidationListener(handlers: BusHandlers): void {
  const { DATABASE_URL, REDIS_URL } = env();
  if (state.listener || (!DATABASE_URL && !REDIS_URL)) return;
  state.listener = REDIS_URL ? redisListener(REDIS_URL, handlers) : pgListener(DATABASE_URL!, handlers);
  state.listener.catch((error: unknown) => logger.error({ err: error }, 'cache invalidation listener failed to start'));
}

export async function stopInvalidationBus(): Promise<void> {
  const { publisher, listener } = state;
  state.publisher = state.listener = undefined;
  await Promise.all([publisher, listener].map(async (p) => (await p?.catch(() => undefined))?.close()));
}

function receive(payload: string, handlers: BusHandlers): void {
  try {
    const message = JSON.parse(payload) as { from?: string; tags?: unknown };
    if (message.from === instanceId || !Array.isArray(message.tags)) return;
    handlers.onTags(message.tags.filter((t): t is string => typeof t === 'string'));
  } catch (error) {
    logger.warn({ err: error }, 'unreadable cache invalidation message ignored');
  }
}

function chunks(tags: string[]): string[][] {
  const out: string[][] = [[]];
  let size = 0;
  for (const tag of tags) {
    if (size + tag.length + 4 > maxPayload && out.at(-1)!.length) {
      out.push([]);
      size = 0;
    }
    out.at(-1)!.push(tag);
    size += tag.length + 4;
  }
  return out;
}

async function pgPublisher(url: string): Promise<Transport> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', (error) => {
    logger.warn({ err: error }, 'invalidation publisher connection lost');
    state.publisher = undefined;
  });
  await client.connect();
  return {
    publish: async (payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
    close: () => client.end(),
  };
}

async function pgListener(url: string, handlers: BusHandlers): Promise<Transport> {
  let client: pg.Client | undefined;
  let closed = false;
  let connectedBefore = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (msg) => msg.channel === channel && msg.payload && receive(msg.payload, handlers));
    const lost = (error?: Error) => {
      if (closed || client !== next) return;
      logger.warn({ err: error }, 'invalidation listener connection lost; reconnecting');
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void connect().catch(() => lost()), 1_000);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    await next.connect();
    await next.query(`listen ${channel}`);
    if (connectedBefore) handlers.onGap();
    connectedBefore = true;
  };
  await connect();
  return {
    publish: async () => undefined,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

async function redisPublisher(url: string): Promise<Transport> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await client.connect();
  return { publish: async (payload) => void (await client.publish(channel, payload)), close: async () => void client.disconnect() };
}

async function redisListener(url: string, handlers: BusHandlers): Promise<Transport> {
  const client = new Redis(url, { lazyConnect: true });
  let readyBefore = false;
  client.on('ready', () => {
    if (readyBefore) handlers.onGap();
    readyBefore = true;
  });
  client.on('error', (error) => logger.warn({ err: error }, 'invalidation listener (Redis) error'));
  client.on('message', (ch: string, payload: string) => ch === channel && receive(payload, handlers));
  await client.connect();
  await client.subscribe(channel);
  return { publish: async () => undefined, close: async () => void client.disconnect() };
}
