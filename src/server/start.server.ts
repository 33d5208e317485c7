import 'server-only';
import { getHandle } from '@/db/client.server';
import { seedDemoContent } from '@/db/seed/seed.server';
import { seedDemoStock } from '@/features/stock/seed-stock.server';
import { FolderLockedError } from '@/db/folder-lock.server';
import { setTranslationWarningSink } from '@/i18n/i18n';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';

export async function startServer(): Promise<void> {
  try {
    const config = env();
    setTranslationWarningSink((msg, details) => logger.warn(details, msg));
    await getHandle();
    if (config.SEED_DEMO) {
      await seedDemoContent();
      await seedDemoStock();
    }
  } catch (error) {
    if (error instanceof FolderLockedError) {
      logger.fatal(error.message);
      console.error(`\n${error.message}\n`);
    } else {
      logger.fatal({ err: error }, 'server start-up failed');
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  }
}
