import 'server-only';
import { publishableDraft } from '@/blocks/publishable-draft.server';
import { recordAudit } from '@/features/auth/audit.server';
import { systemActor } from '@/features/auth/permissions';
import { claimScheduledDraft, dueDrafts, publishDraft } from '@/features/pages/page-drafts.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { onShutdown } from '@/lib/shutdown';

/**
 * Publishes every draft whose time has come, as the person who scheduled it asked. A draft that no
 * longer validates (a template changed since) stays a draft, unscheduled, and the audit log says why.
 */
export async function publishDueDrafts(now = new Date()): Promise<number> {
  let published = 0;
  for (const draft of await dueDrafts(now)) {
    if (!(await claimScheduledDraft(draft))) continue;
    const actor = systemActor(`scheduled by ${draft.scheduledBy ?? 'unknown'}`);
    try {
      await publishDraft(actor, draft.pageId, await publishableDraft(draft.content), {
        expectedRevision: draft.revision,
        note: `scheduled for ${draft.scheduledAt!.toISOString()} by ${draft.scheduledBy ?? 'unknown'}`,
      });
      published += 1;
    } catch (error) {
      logger.error({ err: error, pageId: draft.pageId }, 'scheduled publishing failed');
      await recordAudit(actor, 'page.schedule_failed', 'page', draft.pageId, null, {
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return published;
}

/** Polls for due drafts in this process until it shuts down. */
export function startScheduledPublishing(): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    publishDueDrafts()
      .catch((error: unknown) => logger.error({ err: error }, 'scheduled publishing poll failed'))
      .finally(() => {
        running = false;
      });
  }, env().SCHEDULE_POLL_SECONDS * 1000);
  timer.unref();
  onShutdown(async () => clearInterval(timer));
}
