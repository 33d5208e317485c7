import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Fixed-window hit counters shared by every instance (the rate-limit store when REDIS_URL is not
 * set). `window_end` is epoch milliseconds; expired rows are swept periodically.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowEnd: bigint('window_end', { mode: 'number' }).notNull(),
  hits: integer('hits').notNull(),
});
