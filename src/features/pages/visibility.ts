import type { PageRow } from '@/db/schema';

/** A page is live when published and inside its publish / unpublish window. */
export function isLive(page: Pick<PageRow, 'status' | 'publishAt' | 'unpublishAt'>, now: Date = new Date()): boolean {
  if (page.status !== 'published') return false;
  if (page.publishAt && page.publishAt > now) return false;
  if (page.unpublishAt && page.unpublishAt <= now) return false;
  return true;
}
