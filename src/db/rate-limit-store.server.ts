import 'server-only';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { RateLimitStore } from '@/lib/rate-limit.server';
import { getDb } from './client.server';
import { rateLimits } from './schema';

/**
 * Rate-limit counters in the database: one upsert per hit, atomic on PostgreSQL across instances.
 * Windows that ended more than a minute ago are swept now and then by the same calls.
 */
export function createDbRateLimitStore(): RateLimitStore {
  let lastSweep = 0;
  const sweep = async (now: number) => {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    const db = await getDb();
    await db.delete(rateLimits).where(lt(rateLimits.windowEnd, now - 60_000));
  };
  const hitMany: NonNullable<RateLimitStore['hitMany']> = async (hits, now) => {
    const db = await getDb();
    const rows = await db
      .insert(rateLimits)
      .values(hits.map((h) => ({ key: h.key, windowEnd: now + h.windowMs, hits: 1 })))
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.windowEnd} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
          windowEnd: sql`case when ${rateLimits.windowEnd} <= ${now} then excluded.window_end else ${rateLimits.windowEnd} end`,
        },
      })
      .returning({ key: rateLimits.key, hits: rateLimits.hits, windowEnd: rateLimits.windowEnd });
    await sweep(now);
    const byKey = new Map(rows.map((r) => [r.key, { hits: r.hits, windowEnd: Number(r.windowEnd) }]));
    return hits.map((h) => byKey.get(h.key)!);
  };
  return {
    // One key is a batch of one: the same upsert, the same window rules.
    hit: async (key, windowMs, now) => (await hitMany([{ key, windowMs }], now))[0]!,
    hitMany,
    async peek(key, now) {
      const db = await getDb();
      const [row] = await db
        .select({ hits: rateLimits.hits, windowEnd: rateLimits.windowEnd })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEnd, now)));
      return row ? { hits: row.hits, windowEnd: Number(row.windowEnd) } : { hits: 0, windowEnd: now };
    },
  };
}
