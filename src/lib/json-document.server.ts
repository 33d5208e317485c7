import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { jsonSourceOf } from './json-source';
import { logger } from './logger.server';
import { refreshingValue, type RefreshingValue } from './refreshing-value.server';
import { parseJsonSafely } from './safe-json';

/**
 * A JSON document whose address an editor types in a block field (json-source.ts: the range
 * calculator's data, decision 0064; the Defender quiz's pictures, decision 0062), read on the
 * server before render:
 *
 * - a site path is the file of `public/` the site serves at that path, read from disk and kept per
 *   instance until the file changes (its size or modification time), so a corrected file shows at
 *   the next render;
 * - a URL is fetched with `fetchJson` (the blocks pass the outbound guard with the hosts of
 *   `outbound.allowed_hosts`, decision 0044: lib cannot read settings) and kept per instance like
 *   the collection feeds (decision 0060): later reads answer from memory, a background refresh
 *   after `freshMs`, a failure retried after `retryMs` while the last good data stays, and a
 *   refresh that brings other data bumps `tag`, so the pages that showed it are rendered again.
 *
 * Never throws for the document's sake: what went wrong is logged (a URL by its host only: the
 * query may carry a key) and answered with a status and the problem, for the editor's preview.
 */
export type JsonDocumentLoad<T> =
  | { status: 'ok'; data: T }
  /** The address is empty or neither a site path nor a URL (content saved before the rule). */
  | { status: 'unconfigured' }
  /** No such file among the site's files. */
  | { status: 'missing' }
  /** The file is too large, no JSON or not the document `read` expects (the problem, for the editor). */
  | { status: 'invalid'; problem: string }
  /** The URL was refused or failed, or answered no such document, and there is no earlier answer. */
  | { status: 'unavailable'; problem: string };

export type JsonReading<T> = { ok: true; data: T } | { ok: false; problem: string };

/** How a URL is fetched: `fetchSettingsJson` of features/settings fits. */
export type RemoteJsonFetch = (
  url: string,
  options: { headers: Record<string, string>; timeoutMs: number; maxBytes: number },
) => Promise<unknown>;

export interface JsonDocumentOptions<T> {
  /** What the document is, in log messages (`range data unavailable`). */
  name: string;
  tag: string;
  freshMs: number;
  retryMs: number;
  timeoutMs: number;
  maxBytes: number;
  /** The document's data from the parsed JSON, or what is wrong with it. */
  read: (body: unknown) => JsonReading<T>;
  fetchJson: RemoteJsonFetch;
  /** Tests: a clock for the remote documents' refreshes. */
  now?: () => number;
}

export interface JsonDocuments<T> {
  /** The document at `address`; `root` is where site paths are read (tests). */
  load(address: string | null | undefined, root?: string): Promise<JsonDocumentLoad<T>>;
  /** Forget every document read (tests). */
  reset(): void;
}

/** The folder the site serves its own files from (Next's `public/`). */
export const publicDir = path.join(process.cwd(), 'public');

/** Addresses kept per loader: a page names one, a site a handful. */
const maxAddresses = 20;

export function jsonDocuments<T>(options: JsonDocumentOptions<T>): JsonDocuments<T> {
  const { name, tag, freshMs, retryMs, timeoutMs, maxBytes, read, fetchJson, now } = options;
  const siteFiles = new LRUCache<string, { version: string; load: JsonDocumentLoad<T> }>({ max: maxAddresses });
  const remotes = new LRUCache<string, { value: RefreshingValue<T>; problem: string }>({ max: maxAddresses });
  const tooLarge = `larger than ${maxBytes} bytes`;

  /** `read` of the parsed body: a parse error or a reader that throws is a problem like any other. */
  function reading(body: () => unknown): JsonReading<T> {
    try {
      return read(body());
    } catch (error) {
      return { ok: false, problem: (error as Error).message };
    }
  }

  function invalid(sitePath: string, problem: string): JsonDocumentLoad<T> {
    logger.error({ path: sitePath, problem }, `${name} file does not fit`);
    return { status: 'invalid', problem };
  }

  async function loadSiteFile(root: string, sitePath: string): Promise<JsonDocumentLoad<T>> {
    const file = path.join(root, sitePath);
    // json-source.ts lets no segment start with a dot; this holds even if a caller skipped it.
    if (path.relative(root, file).split(path.sep)[0] === '..') return { status: 'unconfigured' };
    let version: string;
    try {
      const info = await stat(file);
      if (!info.isFile()) return { status: 'missing' };
      if (info.size > maxBytes) return invalid(sitePath, tooLarge);
      version = `${info.size}:${info.mtimeMs}`;
    } catch {
      logger.warn({ path: sitePath }, `${name} file not found`);
      return { status: 'missing' };
    }
    const known = siteFiles.get(file);
    if (known?.version === version) return known.load;
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      logger.warn({ path: sitePath }, `${name} file not found`);
      return { status: 'missing' };
    }
    // The file may have grown since it was measured.
    if (bytes.length > maxBytes) return invalid(sitePath, tooLarge);
    const result = reading(() => parseJsonSafely(bytes.toString('utf8')));
    const load: JsonDocumentLoad<T> = result.ok ? { status: 'ok', data: result.data } : invalid(sitePath, result.problem);
    siteFiles.set(file, { version, load });
    return load;
  }

  async function loadRemote(url: string): Promise<JsonDocumentLoad<T>> {
    let remote = remotes.get(url);
    if (!remote) {
      remote = { value: refreshingValue<T>({ tag, freshMs, retryMs, now }), problem: '' };
      remotes.set(url, remote);
    }
    const entry = remote;
    const host = new URL(url).host;
    const data = await entry.value.get(url, async () => {
      let body: unknown;
      try {
        body = await fetchJson(url, { headers: { accept: 'application/json' }, timeoutMs, maxBytes });
      } catch (error) {
        entry.problem = (error as Error).message;
        logger.warn({ host, err: entry.problem }, `${name} unavailable`);
        throw error;
      }
      const result = reading(() => body);
      if (!result.ok) {
        entry.problem = result.problem;
        logger.error({ host, problem: result.problem }, `${name} answer does not fit`);
        throw new Error(result.problem);
      }
      entry.problem = '';
      return result.data;
    });
    return data === undefined ? { status: 'unavailable', problem: entry.problem } : { status: 'ok', data };
  }

  return {
    async load(address, root = publicDir) {
      const source = jsonSourceOf(address);
      if (!source) return { status: 'unconfigured' };
      return source.kind === 'site' ? loadSiteFile(root, source.path) : loadRemote(source.url);
    },
    reset() {
      siteFiles.clear();
      remotes.clear();
    },
  };
}
