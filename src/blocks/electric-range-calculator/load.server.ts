import 'server-only';
import { fetchSettingsJson } from '@/features/settings/outbound.server';
import { cacheTags } from '@/lib/cache-tags';
import { jsonDocuments, type JsonDocumentLoad } from '@/lib/json-document.server';
import { rangeDataLimits, readRangeData, type RangeData } from './range-data';

/**
 * The range data of a calculator (decision 0064), read on the server before render by the site's
 * one loader of JSON documents named in content (lib/json-document.server.ts): a site path from
 * `public/`, kept until the file changes, or a URL through the outbound guard (decision 0044),
 * refreshed every 10 minutes in the background with its last good data kept. Visitors see nothing
 * of a calculator without data; the editor's preview says why, from the status.
 */
const rangeData = jsonDocuments<RangeData>({
  name: 'range data',
  tag: cacheTags.rangeData,
  freshMs: 10 * 60_000,
  retryMs: 60_000,
  timeoutMs: 3000,
  maxBytes: rangeDataLimits.bytes,
  read: readRangeData,
  fetchJson: fetchSettingsJson,
});

export type RangeDataLoad = JsonDocumentLoad<RangeData>;

/** The data of a block's `json_url`; `root` is where site paths are read (tests). */
export function loadRangeData(jsonUrl: string | undefined, root?: string): Promise<RangeDataLoad> {
  return rangeData.load(jsonUrl, root);
}

/** Forget every data file read (tests). */
export function resetRangeData(): void {
  rangeData.reset();
}
