import 'server-only';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { validatePageBlocksForSave } from '@/blocks/catalogue-references.server';
import { getDb, getHandle, withAdvisoryLock } from '@/db/client.server';
import { settings } from '@/db/schema';
import { seedDemoImages } from '@/features/media/seed-demo-images.server';
import { systemActor } from '@/features/auth/permissions';
import { seedDemoForms } from '@/features/forms/seed-demo-forms.server';
import { createMetahead } from '@/features/metaheads/metaheads-admin.server';
import { seedDemoModels } from '@/features/models/seed-demo-models.server';
import { seedDemoNews } from '@/features/news/seed-demo-news.server';
import { seedDemoRecalls } from '@/features/recalls/seed-demo-recalls.server';
import { replaceNavTree } from '@/features/navigation/navigation.server';
import { savePage } from '@/features/pages/page-editing.server';
import type { PageInput } from '@/features/pages/page-input';
import { saveSetting } from '@/features/settings/settings.server';
import { demoStockNavEntry, demoStockPage, seedDemoStock } from '@/features/stock/demo.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { demoMetaheads, demoNav, demoPages, demoSettings } from './demo-site';

const seededKey = 'system.demo_seeded_at';
const seedLockId = 724520;

/**
 * With PGlite, a file inside the database folder says the demo site is there, so a restart need
 * not open the database to find out (deleting the folder deletes the marker with it).
 */
export function demoSeededMarker(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'pglite', 'brand-site-demo-seeded');
}

export async function isDemoSeeded(): Promise<boolean> {
  const db = await getDb();
  const [done] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, seededKey));
  return Boolean(done);
}

/**
 * Fills the Japanese demo site once, on the first start of an empty database: each feature's demo
 * data (images, stock) plus the site content composed from blocks (pages, navigation, settings,
 * metaheads). Several instances may start together on one PostgreSQL: one seeds, the others wait
 * on the advisory lock and then find the marker.
 */
const seeder = systemActor('demo seed');

export async function seedDemoSite({ stockCount = 300 } = {}): Promise<{ content: boolean; stock: boolean }> {
  return withAdvisoryLock(seedLockId, async () => {
    const stock = await seedDemoStock(stockCount);
    // Before the marker check, like stock: a site seeded before the catalogue existed gets it too.
    await seedDemoModels(seeder);
    if (await isDemoSeeded()) return markSeeded({ content: false, stock });
    const started = Date.now();
    await seedDemoImages();
    await seedDemoForms(seeder);
    await seedDemoNews(seeder);
    await seedDemoRecalls(seeder);
    for (const [key, value] of Object.entries(demoSettings)) await saveSetting(seeder, key, JSON.stringify(value));
    for (const page of [...demoPages, demoStockPage as PageInput])
      await savePage(seeder, { ...page, blocks: await validatePageBlocksForSave(page.blocks) });
    await replaceNavTree(seeder, withStockEntry(demoNav));
    for (const metahead of demoMetaheads) await createMetahead(seeder, metahead);
    await saveSetting(seeder, seededKey, new Date().toISOString());
    logger.info({ ms: Date.now() - started }, 'demo content seeded');
    return markSeeded({ content: true, stock });
  });
}

async function markSeeded<T>(outcome: T): Promise<T> {
  if ((await getHandle()).driver === 'pglite') writeFileSync(demoSeededMarker(env().DATA_DIR), new Date().toISOString());
  return outcome;
}

function withStockEntry(nav: typeof demoNav) {
  const entry = { label: demoStockNavEntry.label, url: demoStockNavEntry.url, children: [] };
  return [...nav.slice(0, demoStockNavEntry.position), entry, ...nav.slice(demoStockNavEntry.position)];
}
