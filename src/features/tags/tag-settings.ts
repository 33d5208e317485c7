import { z } from 'zod';
import { classifyIp, isLocalhostName } from '@/lib/ip-address';

/**
 * Schemas of the third-party tag settings (`tags.*`), checked where a setting is saved and read
 * (features/settings/definitions.ts). Ids by the vendor's pattern, URLs https on the vendor's hosts.
 */

/** A Google Tag Manager web container id: GTM- and letters/digits. */
export const tagManagerIdSchema = z
  .string()
  .trim()
  .regex(/^GTM-[A-Z0-9]{4,12}$/, 'GTM- followed by the container id (capital letters and digits)')
  .nullable();

/** Google Maps JavaScript API: browser key (AIza…), region (ISO 3166-1) and language. */
export const mapsSettingSchema = z
  .object({
    key: z.string().regex(/^AIza[0-9A-Za-z_-]{35}$/, 'a Google Maps Platform API key (AIza…)'),
    region: z
      .string()
      .regex(/^[A-Z]{2}$/, 'a two-letter region code such as JP')
      .default('JP'),
    language: z
      .string()
      .regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'a language code such as ja')
      .default('ja'),
  })
  .nullable();

/** Sentry's ingest hosts (sentry.io, and the organisation hosts of its US and EU regions). */
const sentryHost = /^(sentry\.io|o\d+\.ingest(\.(us|de))?\.sentry\.io)$/;

/**
 * `host:port` entries of OUTBOUND_ALLOW_PRIVATE_HOSTS (decision 0044): local stand-ins that may be
 * reached over http and on a loopback or private address. Read here rather than through env.server
 * because settings schemas are not server-only; the server validates the variable at start-up.
 */
function declaredStandIns(): string[] {
  const raw = typeof process === 'undefined' ? '' : (process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS ?? '');
  return raw
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => entry.toLowerCase());
}

/** Where a DSN sends reports: its host, and whether that is Sentry's service or a server of our own. */
export interface ErrorReportingDestination {
  host: string;
  operator: 'sentry' | 'self_hosted';
}

/**
 * Where a Sentry DSN (`<scheme>://<public key>@<host>[:port][/path]/<project>`) sends, or null
 * when it is not one we accept (decision 0047): https to Sentry's hosts or to any public host of
 * our own (a self-hosted Sentry); a host that is an address on a private network, or the local
 * machine, only when it is a declared stand-in; plain http only for a declared stand-in. Never a
 * secret key, a query or a fragment.
 */
export function errorReportingDestination(dsn: string): ErrorReportingDestination | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const wellFormed = /^[0-9a-f]{32}$/.test(url.username) && !url.password && /^(\/[\w.-]+)*\/\d+$/.test(url.pathname);
  if (!wellFormed || /[?#]/.test(dsn)) return null;
  const host = url.hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const standIn = declaredStandIns().includes(`${url.hostname.toLowerCase()}:${port}`);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && standIn)) return null;
  const address = classifyIp(host);
  // A name without a dot is a machine on the local network, as is localhost: neither is a public host.
  const local = address === null ? isLocalhostName(host) || !host.includes('.') : address !== 'public';
  if (local && !standIn) return null;
  return { host, operator: url.protocol === 'https:' && sentryHost.test(host) ? 'sentry' : 'self_hosted' };
}

/** The host a DSN sends to, or null when the DSN is not accepted (see errorReportingDestination). */
export function errorReportingHost(dsn: string): string | null {
  return errorReportingDestination(dsn)?.host ?? null;
}

/**
 * An error-reporting DSN (Sentry): https://<public key>@o<org>.ingest.sentry.io/<project>, or the
 * DSN of a self-hosted Sentry on a public https host.
 */
export const errorReportingDsnSchema = z
  .string()
  .trim()
  .refine(
    (dsn) => errorReportingHost(dsn) !== null,
    'a Sentry DSN: https://<key>@o<org>.ingest.sentry.io/<project>, or https://<key>@<your Sentry host>/<project>',
  )
  .nullable();

export type MapsSetting = NonNullable<z.output<typeof mapsSettingSchema>>;
