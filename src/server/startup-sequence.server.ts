import 'server-only';

export interface StartupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StartupStep {
  name: string;
  /** The site cannot answer without it: its failure stops the start-up. */
  required?: boolean;
  /** Answers a short description of what it found, for the log. */
  run(log: StartupLog): Promise<string | void>;
}

export interface StepOutcome {
  name: string;
  ok: boolean;
  detail?: string;
  error?: string;
}

/** An optional step still running after this is left to finish in the background. */
export const startupStepDeadlineMs = 10_000;

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not finished after ${ms} ms; it goes on in the background`)), ms);
    timer.unref?.();
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Runs start-up steps one after the other, in the given order (site.md §4 start-up sequence), and
 * logs each: a required step that fails stops the start-up with its name; an optional one is logged
 * with its name and the site starts without it — what it would have prepared is then loaded on
 * first use instead.
 */
export async function runStartupSequence(
  steps: readonly StartupStep[],
  log: StartupLog,
  deadlineMs = startupStepDeadlineMs,
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const work = Promise.resolve().then(() => step.run(log));
      const detail = (await (step.required ? work : withinDeadline(work, deadlineMs))) ?? undefined;
      log.info({ step: step.name, ms: ms(), detail }, 'start-up step done');
      outcomes.push({ name: step.name, ok: true, detail });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (step.required) {
        log.error({ step: step.name, ms: ms(), err: message }, 'start-up step failed');
        throw new Error(`Start-up step "${step.name}" failed: ${message}`, { cause: error });
      }
      log.warn({ step: step.name, ms: ms(), err: message }, 'start-up step failed; the site starts without it');
      outcomes.push({ name: step.name, ok: false, error: message });
    }
  }
  return outcomes;
}
