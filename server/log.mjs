// @ts-check
/**
 * The process's JSON-lines logger. Same configuration and global key as src/lib/logger.server.ts,
 * so the application running inside this process writes through this very instance.
 */
import pino from 'pino';

const key = Symbol.for('brand-site.logger');
const slot = /** @type {Record<symbol, import('pino').Logger | undefined>} */ (/** @type {unknown} */ (globalThis));

export const logger = (slot[key] ??= pino({ level: process.env.LOG_LEVEL ?? 'info', base: { app: 'brand-site' } }));
