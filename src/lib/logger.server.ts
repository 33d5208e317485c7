import 'server-only';
import pino from 'pino';

/** JSON-lines logger shared by every server module (one instance per process). */
const key = Symbol.for('brand-site.logger');
const g = globalThis as unknown as Record<symbol, pino.Logger | undefined>;

export const logger: pino.Logger = (g[key] ??= pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: { app: 'brand-site' },
}));
