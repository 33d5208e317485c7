import { z } from 'zod';

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

/** The host a Sentry DSN sends to, or null when it is not an https DSN on Sentry's hosts. */
export function errorReportingHost(dsn: string): string | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const wellFormed = url.protocol === 'https:' && /^[0-9a-f]{32}$/.test(url.username) && !url.password && /^\/\d+$/.test(url.pathname);
  return wellFormed && !url.search && !url.hash && sentryHost.test(url.hostname) ? url.hostname : null;
}

/** An error-reporting DSN (Sentry): https://<public key>@o<org>.ingest.sentry.io/<project>. */
export const errorReportingDsnSchema = z
  .string()
  .trim()
  .refine((dsn) => errorReportingHost(dsn) !== null, 'a Sentry DSN: https://<key>@o<org>.ingest.sentry.io/<project>')
  .nullable();

export type MapsSetting = NonNullable<z.output<typeof mapsSettingSchema>>;
