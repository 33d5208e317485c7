import 'server-only';
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { AppError } from './app-error';
import { env } from './env.server';
import { classifyIp, isLocalhostName, type AddressKind } from './ip-address';
import { logger } from './logger.server';
import { parseJsonSafely, type JsonLimits } from './safe-json';

/**
 * The one way the server fetches a URL that came from settings (quality.md control 8: no SSRF,
 * docs/decisions/0044). An editor's typo or a stolen admin account must not make the server read
 * the cloud metadata service, the database or anything else on the private network:
 *
 * - https only; http just for `host:port` entries of OUTBOUND_ALLOW_PRIVATE_HOSTS (stand-ins);
 * - the host must be on the caller's allow-list (`example.jp`, or `*.example.jp` for sub-domains);
 * - the host is resolved once and every address must be public (ip-address.ts); the connection
 *   goes to the checked address (pinned through the socket's `lookup`), so a second DNS answer
 *   cannot swap in another one (DNS rebinding);
 * - redirects are followed by hand, at most `maxRedirects`, each target checked like the first;
 * - one deadline for the whole exchange, a cap on the body, JSON through safe-json.
 */

export type OutboundFailure =
  | 'invalid_url'
  | 'scheme'
  | 'host_not_allowed'
  | 'address_refused'
  | 'dns'
  | 'timeout'
  | 'network'
  | 'too_large'
  | 'too_many_redirects'
  | 'status'
  | 'invalid_json';

const refusals: ReadonlySet<OutboundFailure> = new Set(['invalid_url', 'scheme', 'host_not_allowed', 'address_refused']);

/** Why an outbound request was refused or failed. Messages name the host, never the query (it may hold a key). */
export class OutboundFetchError extends AppError {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(refusals.has(reason) ? 'FORBIDDEN' : 'UNAVAILABLE', message);
    this.name = 'OutboundFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface OutboundOptions {
  /** Host names this request may reach: `api.example.jp`, or `*.example.jp` for its sub-domains. */
  allowedHosts: readonly string[];
  /** Where the allow-list comes from, for messages (e.g. `setting outbound.allowed_hosts`). */
  allowListName?: string;
  method?: 'GET' | 'HEAD' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  body?: string;
  /** Deadline of the whole exchange: resolving, connecting, redirects and the body. */
  timeoutMs?: number;
  /** Largest body accepted, in bytes. */
  maxBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Tests: a resolver in place of the system's. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /** Tests: `host:port` entries in place of OUTBOUND_ALLOW_PRIVATE_HOSTS. */
  allowPrivate?: readonly string[];
}

export interface OutboundResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export const outboundDefaults = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 3 } as const;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/** Host as compared with allow-lists: lower case, without brackets or the root dot. */
function normalHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.+$/, '');
}

export function hostAllowed(host: string, allowedHosts: readonly string[]): boolean {
  const name = normalHost(host);
  return allowedHosts.some((entry) => {
    const pattern = normalHost(entry.trim());
    if (pattern.startsWith('*.')) return name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1;
    return pattern !== '' && name === pattern;
  });
}

function systemResolve(host: string): Promise<ResolvedAddress[]> {
  return dnsLookup(host, { all: true, verbatim: true }) as Promise<ResolvedAddress[]>;
}

/** Rejects when the signal aborts, so that steps Node cannot cancel (DNS) still end at the deadline. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

const kindWords: Record<Exclude<AddressKind, 'public'>, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  link_local: 'a link-local address',
  unspecified: 'an unspecified address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

let warnedPrivateInProduction = false;

interface Admitted {
  /** The address to connect to; null when the URL names an IP literal (nothing to resolve). */
  pinned: ResolvedAddress | null;
}

/** Checks one hop's URL against the policy and resolves it; throws OutboundFetchError when refused. */
async function admit(target: URL, options: OutboundOptions, allowPrivate: readonly string[], signal: AbortSignal): Promise<Admitted> {
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new OutboundFetchError('scheme', `Only https URLs may be fetched, not ${target.protocol}`);
  if (target.username || target.password) throw new OutboundFetchError('invalid_url', 'A URL with a user name or password is not fetched.');
  const host = normalHost(target.hostname);
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const keyHost = host.includes(':') ? `[${host}]` : host;
  const privileged = allowPrivate.includes(`${keyHost}:${port}`);
  if (privileged && process.env.NODE_ENV === 'production' && !warnedPrivateInProduction) {
    warnedPrivateInProduction = true;
    logger.warn({ host: `${keyHost}:${port}` }, 'OUTBOUND_ALLOW_PRIVATE_HOSTS lets the server reach a private address or use http');
  }
  if (target.protocol === 'http:' && !privileged)
    throw new OutboundFetchError('scheme', `Only https URLs may be fetched (http://${keyHost}:${port} is not a declared stand-in).`);
  if (!hostAllowed(host, options.allowedHosts))
    throw new OutboundFetchError(
      'host_not_allowed',
      `The host ${host} is not on the allow-list (${options.allowListName ?? 'allowedHosts'}).`,
    );
  const literal = classifyIp(host);
  if (literal !== null) {
    if (literal !== 'public' && !privileged) throw new OutboundFetchError('address_refused', `${host} is ${kindWords[literal]}: refused.`);
    return { pinned: null };
  }
  if (isLocalhostName(host) && !privileged) throw new OutboundFetchError('address_refused', `${host} is the local machine: refused.`);
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted((options.resolve ?? systemResolve)(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new OutboundFetchError('dns', `${host} could not be resolved.`);
  }
  if (!addresses.length) throw new OutboundFetchError('dns', `${host} has no address.`);
  if (!privileged) {
    for (const { address } of addresses) {
      const kind = classifyIp(address) ?? 'reserved';
      if (kind !== 'public')
        throw new OutboundFetchError('address_refused', `${host} resolves to ${kindWords[kind]} (${address}): refused.`);
    }
  }
  return { pinned: addresses[0]! };
}

/** The socket's resolver, answering with the address already checked whatever the name. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  }) as LookupFunction;
}

interface Hop {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

interface RequestParts {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** One request and its answer; a redirect comes back unread, for the caller to check its target. */
function exchange(target: URL, pinned: ResolvedAddress | null, parts: RequestParts, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  const host = normalHost(target.hostname);
  return new Promise<Hop>((resolve, reject) => {
    const request = (target.protocol === 'https:' ? https : http).request(
      {
        protocol: target.protocol,
        hostname: host,
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: parts.method,
        headers: { ...parts.headers, host: target.host },
        // A fresh connection every time: a pooled socket may have been opened by code without these checks.
        agent: false,
        signal,
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // Nothing more is read from an answer we will not use: a hostile server could stream forever.
        const drop = () => {
          response.on('error', () => undefined);
          response.destroy();
        };
        if (redirectStatuses.has(status) && response.headers.location) {
          drop();
          resolve({ status, headers: response.headers, text: '' });
          return;
        }
        const declared = Number(response.headers['content-length']);
        if (Number.isFinite(declared) && declared > maxBytes) {
          reject(new OutboundFetchError('too_large', `${host} answered ${declared} bytes, more than the ${maxBytes} accepted.`));
          drop();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Settled first: destroying the answer reports it as aborted.
            reject(new OutboundFetchError('too_large', `${host} answered more than the ${maxBytes} bytes accepted.`));
            drop();
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
        response.on('aborted', () => reject(new OutboundFetchError('network', `${host} closed the connection mid-answer.`)));
      },
    );
    request.on('error', reject);
    request.end(parts.body);
  });
}

/**
 * Fetches `url` under the policy above and answers its status, headers and body text (any status:
 * the caller decides what a 404 means). Throws OutboundFetchError when refused or failed.
 */
export async function outboundFetch(url: string, options: OutboundOptions): Promise<OutboundResponse> {
  const timeoutMs = options.timeoutMs ?? outboundDefaults.timeoutMs;
  const maxBytes = options.maxBytes ?? outboundDefaults.maxBytes;
  const maxRedirects = options.maxRedirects ?? outboundDefaults.maxRedirects;
  const allowPrivate = (options.allowPrivate ?? env().OUTBOUND_ALLOW_PRIVATE_HOSTS).map((entry) => entry.toLowerCase());
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundFetchError('invalid_url', 'Not a valid URL.');
  }
  let parts: RequestParts = {
    method: options.method ?? 'GET',
    headers: { accept: 'application/json', 'user-agent': 'brand-site', ...options.headers },
    body: options.body,
  };
  try {
    for (let hop = 0; ; hop++) {
      const { pinned } = await admit(target, options, allowPrivate, signal);
      const answer = await exchange(target, pinned, parts, maxBytes, signal);
      if (!redirectStatuses.has(answer.status) || !answer.headers.location) {
        return { url: target.href, status: answer.status, headers: answer.headers, text: answer.text };
      }
      if (hop >= maxRedirects)
        throw new OutboundFetchError('too_many_redirects', `More than ${maxRedirects} redirects from ${target.hostname}.`);
      let next: URL;
      try {
        next = new URL(answer.headers.location, target);
      } catch {
        throw new OutboundFetchError('invalid_url', `${target.hostname} redirected to something that is not a URL.`);
      }
      parts = redirected(parts, answer.status, next.origin !== target.origin);
      target = next;
    }
  } catch (error) {
    // A deadline that cut the connection shows up as a network failure of the socket: it is a timeout.
    const cut = !(error instanceof OutboundFetchError) || error.reason === 'network';
    if (deadline.aborted && cut)
      throw new OutboundFetchError('timeout', `No complete answer from ${target.hostname} within ${timeoutMs} ms.`);
    if (error instanceof OutboundFetchError) throw error;
    if (options.signal?.aborted) throw error;
    throw new OutboundFetchError('network', `${target.hostname} could not be reached: ${(error as Error).message}`);
  }
}

/** What the fetch standard sends after a redirect: 303 (and 301/302 after POST) become a bodiless GET; credentials stay home. */
function redirected(parts: RequestParts, status: number, crossOrigin: boolean): RequestParts {
  const headers = { ...parts.headers };
  if (crossOrigin) delete headers.authorization;
  const toGet = status === 303 ? parts.method !== 'HEAD' : (status === 301 || status === 302) && parts.method === 'POST';
  if (!toGet) return { ...parts, headers };
  delete headers['content-type'];
  return { method: 'GET', headers, body: undefined };
}

/**
 * A JSON document from `url` (2xx answers only), parsed with safe-json's limits. Throws
 * OutboundFetchError for any other status and for a body that is not safe JSON.
 */
export async function outboundJson(url: string, options: OutboundOptions & { jsonLimits?: JsonLimits }): Promise<unknown> {
  const response = await outboundFetch(url, options);
  const host = new URL(response.url).hostname;
  if (response.status < 200 || response.status > 299) throw new OutboundFetchError('status', `${host} answered ${response.status}.`);
  try {
    return parseJsonSafely(response.text, options.jsonLimits);
  } catch (error) {
    throw new OutboundFetchError('invalid_json', `${host} did not answer usable JSON: ${(error as Error).message}`);
  }
}

/**
 * A fetch-shaped client under the same policy, for clients written against fetch whose address is
 * one whole URL from a setting (the CRM's Lead API, the e-mail verification service): unless the
 * options say otherwise, the URL's own host is the allow-list, so the setting names the one host
 * it may reach — still https to a public address only, pinned, capped and without redirects. The
 * answer is a standard Response; refusals and failures throw OutboundFetchError.
 */
export function guardedFetch(defaults: Partial<OutboundOptions> = {}) {
  return async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const url = String(input);
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      throw new OutboundFetchError('invalid_url', 'Not a valid URL.');
    }
    if (init.body !== undefined && init.body !== null && typeof init.body !== 'string')
      throw new TypeError('guardedFetch sends string bodies only.');
    const answer = await outboundFetch(url, {
      maxRedirects: 0,
      ...defaults,
      allowedHosts: defaults.allowedHosts ?? [host],
      allowListName: defaults.allowListName ?? 'the host of the configured URL',
      method: (init.method?.toUpperCase() ?? 'GET') as OutboundOptions['method'],
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: init.body ?? undefined,
      signal: init.signal ?? undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const bodiless = answer.status === 204 || answer.status === 205 || answer.status === 304;
    return new Response(bodiless ? null : answer.text, { status: answer.status, headers });
  };
}
