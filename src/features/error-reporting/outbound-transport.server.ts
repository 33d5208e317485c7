import 'server-only';
import { createTransport, type BaseTransportOptions, type Transport } from '@sentry/core';
import { logger } from '@/lib/logger.server';
import { outboundFetch, type OutboundOptions } from '@/lib/outbound-fetch.server';

/** One header of Node's answer as the transport wants it: a string or null. */
function header(value: string | string[] | undefined): string | null {
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
}

/**
 * Sentry's transport over the outbound guard (decision 0044): the DSN is a URL from settings, so
 * the server posts reports only over https to a public address (a stand-in of
 * OUTBOUND_ALLOW_PRIVATE_HOSTS in tests), pinned, without redirects, within 5 s. The allow-list is
 * the DSN's own host: the setting's schema is the check an operator passes (decision 0047).
 * Sentry's rate-limit answers reach the SDK, which then holds reports back as Sentry asks.
 */
export function makeOutboundTransport(options: BaseTransportOptions, guard: Partial<OutboundOptions> = {}): Transport {
  const host = new URL(options.url).hostname;
  return createTransport(options, async ({ body }) => {
    try {
      const response = await outboundFetch(options.url, {
        allowedHosts: [host],
        allowListName: 'setting tags.error_reporting_dsn',
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope', ...options.headers },
        body: typeof body === 'string' ? body : new TextDecoder().decode(body),
        maxRedirects: 0,
        maxBytes: 64 * 1024,
        ...guard,
      });
      if (response.status >= 400) logger.warn({ host, status: response.status }, 'the error-reporting service refused a report');
      return {
        statusCode: response.status,
        headers: {
          'x-sentry-rate-limits': header(response.headers['x-sentry-rate-limits']),
          'retry-after': header(response.headers['retry-after']),
        },
      };
    } catch (error) {
      logger.warn({ host, err: error }, 'an error report could not be sent');
      throw error;
    }
  });
}
