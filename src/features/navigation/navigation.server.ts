import 'server-only';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { navEntries } from '@/db/schema';
import { cached, invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { getSetting } from '@/features/settings/settings.server';
import { chooseLogo, type LogoChoice } from './logo';
import type { NavTreeInput } from './nav-input';

export interface NavItem {
  id: number;
  label: string;
  url: string;
  children: NavItem[];
}

export function getNavTree(): Promise<NavItem[]> {
  return cached('nav:tree', [cacheTags.navigation], async () => {
    const db = await getDb();
    const rows = await db.select().from(navEntries).orderBy(asc(navEntries.position), asc(navEntries.id));
    const byParent = new Map<number | null, typeof rows>();
    for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
    const build = (parent: number | null): NavItem[] =>
      (byParent.get(parent) ?? []).map((r) => ({ id: r.id, label: r.label, url: r.url, children: build(r.id) }));
    return build(null);
  });
}

export async function getLogoForPath(path: string): Promise<LogoChoice> {
  return chooseLogo(path, await getSetting('navigation.logo_by_path'));
}

/** Replaces the whole navigation in one transaction, so visitors never see half a menu. */
export async function replaceNavTree(actor: Actor, tree: NavTreeInput): Promise<NavItem[]> {
  assertCan(actor, 'navigation.manage');
  const before = await getNavTree();
  const db = await getDb();
  await db.transaction(async (tx) => {
    await recordAudit(actor, 'navigation.replace', 'navigation', null, before, tree, tx);
    await tx.delete(navEntries);
    for (const [position, entry] of tree.entries()) {
      const [parent] = await tx
        .insert(navEntries)
        .values({ label: entry.label, url: entry.url, position })
        .returning({ id: navEntries.id });
      if (entry.children.length) {
        await tx
          .insert(navEntries)
          .values(entry.children.map((child, i) => ({ parentId: parent!.id, label: child.label, url: child.url, position: i })));
      }
    }
  });
  invalidateTags(cacheTags.navigation);
  return getNavTree();
}
