import 'server-only';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { onShutdown } from '@/lib/shutdown';
import { sweepExpiredHolds } from '@/features/ordering/holds.server';
import { drainDeliveries } from './deliveries.server';
import { dropOldExports, runPendingExports } from './lead-exports.server';
import { anonymiseExpiredLeads } from './retention.server';

/**
 * The background work of each server process: lead deliveries (every DELIVERY_POLL_SECONDS, and
 * at once after a lead is stored), releasing car holds that ran out, pending exports, and once an hour
 * the retention sweep and dropping day-old exports. Several instances share it safely: every job
 * claims its rows with FOR UPDATE SKIP LOCKED or is idempotent.
 */
const worker = {
  running: false,
  again: false,
  stopped: false,
  timer: undefined as NodeJS.Timeout | undefined,
  wake: undefined as NodeJS.Timeout | undefined,
  lastHourly: 0,
  /** The run in progress, which shutdown waits for before the database closes. */
  current: undefined as Promise<void> | undefined,
};

function tick(): Promise<void> {
  worker.current = run().finally(() => (worker.current = undefined));
  return worker.current;
}

async function run(): Promise<void> {
  worker.running = true;
  try {
    do {
      worker.again = false;
      await drainDeliveries(() => worker.stopped);
    } while (worker.again && !worker.stopped);
    if (worker.stopped) return;
    await sweepExpiredHolds();
    await runPendingExports();
    if (Date.now() - worker.lastHourly > 3600_000) {
      worker.lastHourly = Date.now();
      await anonymiseExpiredLeads();
      await dropOldExports();
    }
  } catch (error) {
    // A poll cut short by shutdown (the database closing under it) is not a failure: the lease brings its rows back.
    if (!worker.stopped) logger.error({ err: error }, 'lead jobs poll failed');
  } finally {
    worker.running = false;
  }
}

/**
 * Asks the worker to deliver soon (a lead was just stored) instead of at its next poll. Wake-ups
 * within 200 ms share one run, so a burst of leads is delivered in batches instead of competing
 * with the submissions for the database one by one.
 */
export function wakeDeliveries(): void {
  if (!worker.timer || worker.wake) return;
  worker.wake = setTimeout(() => {
    worker.wake = undefined;
    if (worker.running) worker.again = true;
    else void tick();
  }, 200);
  worker.wake.unref();
}

export function startLeadJobs(): void {
  if (worker.timer) return;
  worker.timer = setInterval(() => {
    if (!worker.running) void tick();
  }, env().DELIVERY_POLL_SECONDS * 1000);
  worker.timer.unref();
  onShutdown(async () => {
    worker.stopped = true;
    clearInterval(worker.timer);
    clearTimeout(worker.wake);
    worker.timer = undefined;
    await worker.current;
  });
}
