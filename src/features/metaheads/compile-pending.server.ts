import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { metaheads } from '@/db/schema';
import { isAppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { compileStyle } from './compile-style.server';

/**
 * Compiles SCSS/Sass metaheads stored before styles were compiled on save (compiled_css null), with
 * the limits of a save. Called once at start-up, after migrations; it never throws, so it can run
 * without being awaited. A row that fails is logged and keeps rendering nothing (it is tried again
 * at the next start); re-saving it shows the editor why.
 */
export async function compilePendingMetaheadStyles(): Promise<{ compiled: number; failed: number }> {
  const result = { compiled: 0, failed: 0 };
  try {
    const db = await getDb();
    const pending = await db
      .select({ id: metaheads.id, content: metaheads.content, language: metaheads.language })
      .from(metaheads)
      .where(and(inArray(metaheads.language, ['scss', 'sass']), isNull(metaheads.compiledCss)));
    for (const row of pending) {
      try {
        const css = await compileStyle(row.content, row.language === 'sass' ? 'sass' : 'scss');
        await db
          .update(metaheads)
          .set({ compiledCss: css })
          .where(and(eq(metaheads.id, row.id), isNull(metaheads.compiledCss)));
        result.compiled++;
      } catch (error) {
        result.failed++;
        const detail = isAppError(error) ? error.errors.map((e) => e.detail).join(' ') : undefined;
        logger.error({ metaheadId: row.id, detail, err: isAppError(error) ? undefined : error }, 'metahead style does not compile');
      }
    }
  } catch (error) {
    logger.error({ err: error }, 'compiling stored metahead styles failed');
  }
  if (result.compiled) invalidateTags(cacheTags.metaheads);
  return result;
}
