import 'server-only';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LRUCache } from 'lru-cache';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { logger } from '@/lib/logger.server';
import { refreshingValue, type RefreshingValue } from '@/lib/refreshing-value.server';
import { parseJsonSafely } from '@/lib/safe-json';
import { jsonSourceOf } from './json-url';
import { rangeDataLimits, readRangeData, type RangeData } from './range-data';

/**
 * The range data of a calculator (decision 0064), read on the server before render:
 *
 * - a site path is the file of `public/` the site serves at that path, read from disk and kept
 *   per instance until the file changes (its size or modification time);
 * - an https URL is fetched through the outbound guard (decision 0044: a host of
 *   `outbound.allowed_hosts`, public addresses, a deadline and a size cap) and kept per instance
 *   like the collection feeds (decision 0060): later reads answer from memory, a background refresh
 *   after `freshMs`, a failure retried after `retryMs` while the last good data stays, and a
 *   refresh that brings other data re-renders the pages that showed it.
 *
 * Never throws for the data's sake: what went wrong is logged and answered, for the editor's
 * preview, with a status and the problem; visitors see nothing of a calculator without data.
 */
export const rangeDataTiming = { freshMs: 10 * 60_000, retryMs: 60_000, timeoutMs: 3000 } as const;
/** Bumped when a refresh brings other data: the pages that showed a remote data file are rendered again. */
export const rangeDataTag = 'range-data';

export type RangeDataLoad =
  | { status: 'ok'; data: RangeData }
  /** `json_url` is empty or not a site path or URL (content saved before the rule). */
  | { status: 'unconfigured' }
  /** No such file among the site's files. */
  | { status: 'missing' }
  /** The file or answer is no range data (the problem, for the editor). */
  | { status: 'invalid'; problem: string }
  /** The URL was refused or failed, and there is no earlier answer. */
  | { status: 'unavailable'; problem: string };

/** The folder the site serves its own files from (Next's `public/`). */
export const publicDir = path.join(process.cwd(), 'public');

interface SiteFile {
  version: string;
  load: RangeDataLoad;
}
const siteFiles = new LRUCache<string, SiteFile>({ max: 20 });

async function loadSiteFile(root: string, sitePath: string): Promise<RangeDataLoad> {
  // The path's segments never start with a dot (json-url.ts): it stays inside `root`.
  const file = path.join(root, sitePath);
  let version: string;
  try {
    const info = await stat(file);
    if (!info.isFile()) return { status: 'missing' };
    if (info.size > rangeDataLimits.bytes) return { status: 'invalid', problem: `larger than ${rangeDataLimits.bytes} bytes` };
    version = `${info.size}:${info.mtimeMs}`;
  } catch {
    logger.warn({ path: sitePath }, 'range data file not found');
    return { status: 'missing' };
  }
  const known = siteFiles.get(file);
  if (known?.version === version) return known.load;
  let load: RangeDataLoad;
  try {
    const reading = readRangeData(parseJsonSafely(await readFile(file, 'utf8')));
    load = reading.ok ? { status: 'ok', data: reading.data } : { status: 'invalid', problem: reading.problem };
  } catch (error) {
    load = { status: 'invalid', problem: (error as Error).message };
  }
  if (load.status === 'invalid') logger.error({ path: sitePath, problem: load.problem }, 'range data file does not fit');
  siteFiles.set(file, { version, load });
  return load;
}

const remotes = new LRUCache<string, { value: RefreshingValue<RangeData>; problem: string }>({ max: 20 });

/** The host only: the query may carry a key. */
const hostOf = (url: string) => new URL(url).host;

async function loadRemote(url: string): Promise<RangeDataLoad> {
  let remote = remotes.get(url);
  if (!remote) {
    remote = {
      value: refreshingValue<RangeData>({ tag: rangeDataTag, freshMs: rangeDataTiming.freshMs, retryMs: rangeDataTiming.retryMs }),
      problem: '',
    };
    remotes.set(url, remote);
  }
  const entry = remote;
  const data = await entry.value.get(url, async () => {
    let body: unknown;
    try {
      body = await fetchSettingsJson(url, {
        headers: { accept: 'application/json' },
        timeoutMs: rangeDataTiming.timeoutMs,
        maxBytes: rangeDataLimits.bytes,
      });
    } catch (error) {
      entry.problem = (error as Error).message;
      logger.warn({ host: hostOf(url), err: entry.problem }, 'range data unavailable');
      throw error;
    }
    const reading = readRangeData(body);
    if (!reading.ok) {
      entry.problem = reading.problem;
      logger.error({ host: hostOf(url), problem: reading.problem }, 'range data answer does not fit');
      throw new Error(reading.problem);
    }
    entry.problem = '';
    return reading.data;
  });
  return data ? { status: 'ok', data } : { status: 'unavailable', problem: entry.problem };
}

/** The data of a block's `json_url`; `root` is where site paths are read (tests). */
export async function loadRangeData(jsonUrl: string | undefined, root: string = publicDir): Promise<RangeDataLoad> {
  const source = jsonSourceOf(jsonUrl);
  if (!source) return { status: 'unconfigured' };
  return source.kind === 'site' ? loadSiteFile(root, source.path) : loadRemote(source.url);
}

/** Forget every data file read (tests). */
export function resetRangeData(): void {
  siteFiles.clear();
  remotes.clear();
}
