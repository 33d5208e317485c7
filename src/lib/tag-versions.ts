/**
 * The invalidation clock shared by the data cache (cache.server.ts) and the page cache handler
 * (server/page-cache-handler.mjs reads the same map through the same global symbol).
 *
 * Every tag has a version, bumped each time the tag is invalidated on this instance (locally or
 * through the invalidation bus). A rendered page records `tag@version` for every tag it read, so
 * the page cache can tell exactly whether anything it was rendered from changed since — without
 * comparing clocks, and without a race between a render and a concurrent write.
 */
const key = Symbol.for('brand-site.tag-versions');
const g = globalThis as unknown as Record<symbol, TagClock | undefined>;

export interface TagClock {
  versions: Map<string, number>;
  /** Bumped to drop everything (e.g. the bus reconnected and may have missed messages). */
  epoch: number;
}

export const tagClock: TagClock = (g[key] ??= { versions: new Map(), epoch: 0 });

export function tagVersion(tag: string): number {
  return tagClock.versions.get(tag) ?? 0;
}

export function bumpTags(tags: readonly string[]): void {
  for (const tag of tags) tagClock.versions.set(tag, tagVersion(tag) + 1);
}

export function bumpEpoch(): void {
  tagClock.epoch += 1;
}

/** `settings@3#0`: tag, its version and the epoch when it was read. */
export function versionLabel(tag: string, version: number, epoch = tagClock.epoch): string {
  return `${tag}@${version}#${epoch}`;
}

/** Whether a label recorded by a render is out of date now. Labels of other shapes are ignored. */
export function isLabelStale(label: string): boolean {
  const match = /^(.*)@(\d+)#(\d+)$/.exec(label);
  if (!match) return false;
  return Number(match[3]) !== tagClock.epoch || Number(match[2]) !== tagVersion(match[1]!);
}
