import type { CollectionItem } from '@/features/collections/collection-item';

/** Items shown together: one carousel, under its category's name when the block groups. */
export interface FeedRun {
  /** The category's name; null for a run that is not a category (the block does not group). */
  name: string | null;
  /** Whether the name came from the feed (in the feed's language) or is our "other". */
  fromFeed: boolean;
  items: CollectionItem[];
}

/**
 * Categories in the order the feed first names them, each with its items in the feed's order; items
 * without a category go last, under `otherName`. A feed that names no category is one run without a
 * heading, as if the block did not group.
 */
export function feedRuns(items: readonly CollectionItem[], grouped: boolean, otherName: string): FeedRun[] {
  if (!grouped || !items.some((item) => item.group)) return [{ name: null, fromFeed: false, items: [...items] }];
  const byGroup = new Map<string, CollectionItem[]>();
  const other: CollectionItem[] = [];
  for (const item of items) {
    if (!item.group) other.push(item);
    else byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), item]);
  }
  const runs: FeedRun[] = [...byGroup].map(([name, members]) => ({ name, fromFeed: true, items: members }));
  if (!other.length) return runs;
  // A feed category that happens to be called "other" takes them: one heading per name.
  const same = runs.find((run) => run.name === otherName);
  if (same) same.items.push(...other);
  return same ? runs : [...runs, { name: otherName, fromFeed: false, items: other }];
}
