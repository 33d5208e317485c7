import 'server-only';
import { siteUrlWarning } from './site-url-check';
import { getHandle } from '@/db/client.server';
import { FolderLockedError } from '@/db/folder-lock.server';
import { createDbRateLimitStore } from '@/db/rate-limit-store.server';
import { compilePendingMetaheadStyles } from '@/features/metaheads/compile-pending.server';
import { setTranslationWarningSink } from '@/i18n/i18n';
import { listenForInvalidations } from '@/lib/cache.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { registerRateLimitStore } from '@/lib/rate-limit.server';
import { seedDemoBeforeServing } from './demo/seed-before-serving.server';
import { seedDemoUsers } from './demo/seed-demo-users.server';
import { startScheduledPublishing } from './scheduled-publishing.server';
import { startLeadJobs } from '@/features/forms/jobs.server';
import { registerDirectRoutes } from './direct-routes.server';
import { ensureSearchIndex } from '@/features/search/search-index.server';
import { runStartupSequence } from './startup-sequence.server';
import { siteStartupSteps } from './site-startup.server';
import { startErrorReporting } from '@/features/error-reporting/server-reporter.server';

/**
 * Start-up, before the server answers requests: open (and lock) the database and migrate, wire the
 * shared stores (rate limits, cache invalidation between instances), fill demo content on first
 * start, run the site's start-up sequence, and compile stylesheets stored before they were compiled
 * on save.
 */
export async function startServer(): Promise<void> {
  try {
    const config = env();
    const siteUrlProblem = siteUrlWarning(config);
    if (siteUrlProblem) logger.warn({ SITE_URL: config.SITE_URL }, siteUrlProblem);
    setTranslationWarningSink((msg, details) => logger.warn(details, msg));
    startErrorReporting();
    // PostgreSQL: migrate first, then seed (another instance may be seeding: it waits on a lock).
    // PGlite: seed first, in a child process that holds the folder until it is done.
    if (config.DATABASE_URL) await getHandle();
    if (config.SEED_DEMO) await seedDemoBeforeServing();
    await getHandle();
    registerRateLimitStore(createDbRateLimitStore());
    if (config.SEED_DEMO) await seedDemoUsers();
    // Awaited: on PGlite a rebuild holds the database while it runs (decision 0041).
    await ensureSearchIndex();
    listenForInvalidations();
    // site.md §4: settings, stock, predefined links, HTML filter, currency, brand theme (decision 0050).
    await runStartupSequence(siteStartupSteps(), logger);
    startScheduledPublishing();
    startLeadJobs();
    void compilePendingMetaheadStyles();
    registerDirectRoutes();
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
