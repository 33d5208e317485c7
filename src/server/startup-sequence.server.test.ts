import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStartupSequence, startupStepDeadlineMs, type StartupLog, type StartupStep } from './startup-sequence.server';
import { siteStartupSteps } from './site-startup.server';

function recordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (details: object, message: string) =>
    lines.push({ level, details: details as Record<string, unknown>, message });
  const log: StartupLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

function step(name: string, ran: string[], outcome: () => Promise<string | void> = async () => name, required = false): StartupStep {
  return {
    name,
    required,
    async run() {
      ran.push(name);
      return outcome();
    },
  };
}

describe('runStartupSequence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the steps one after the other, in order, each after the previous has finished', async () => {
    const ran: string[] = [];
    const slow = step('first', ran, () => new Promise((resolve) => setTimeout(() => resolve('done'), 50)));
    const { log } = recordingLog();
    const run = runStartupSequence([slow, step('second', ran), step('third', ran)], log);
    await vi.advanceTimersByTimeAsync(10);
    expect(ran).toEqual(['first']);
    await vi.advanceTimersByTimeAsync(50);
    expect(await run).toEqual([
      { name: 'first', ok: true, detail: 'done' },
      { name: 'second', ok: true, detail: 'second' },
      { name: 'third', ok: true, detail: 'third' },
    ]);
    expect(ran).toEqual(['first', 'second', 'third']);
  });

  it('logs which optional step failed and goes on without it', async () => {
    const ran: string[] = [];
    const { log, lines } = recordingLog();
    const failing = step('currency', ran, async () => {
      throw new Error('service down');
    });
    const outcomes = await runStartupSequence([failing, step('brand_theme', ran)], log);
    expect(ran).toEqual(['currency', 'brand_theme']);
    expect(outcomes[0]).toEqual({ name: 'currency', ok: false, error: 'service down' });
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', details: expect.objectContaining({ step: 'currency', err: 'service down' }) }),
    );
  });

  it('stops the start-up, naming the step, when a required step fails', async () => {
    const ran: string[] = [];
    const { log, lines } = recordingLog();
    const settings = step(
      'settings',
      ran,
      async () => {
        throw new Error('database gone');
      },
      true,
    );
    await expect(runStartupSequence([settings, step('stock', ran)], log)).rejects.toThrow('Start-up step "settings" failed: database gone');
    expect(ran).toEqual(['settings']);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'error', details: expect.objectContaining({ step: 'settings' }) }));
  });

  it('moves on from an optional step that hangs once its deadline has passed', async () => {
    const ran: string[] = [];
    const { log } = recordingLog();
    const hanging = step('stock', ran, () => new Promise(() => {}));
    const run = runStartupSequence([hanging, step('predefined_links', ran)], log);
    await vi.advanceTimersByTimeAsync(startupStepDeadlineMs - 1);
    expect(ran).toEqual(['stock']);
    await vi.advanceTimersByTimeAsync(1);
    const outcomes = await run;
    expect(ran).toEqual(['stock', 'predefined_links']);
    expect(outcomes[0]).toMatchObject({ name: 'stock', ok: false, error: expect.stringContaining('not finished after') });
  });
});

describe('the site start-up sequence', () => {
  it('is site.md §4 in its order: settings, stock integration, predefined links, HTML filter, currency, brand theme', () => {
    expect(siteStartupSteps().map((s) => s.name)).toEqual([
      'settings',
      'stock',
      'predefined_links',
      'html_filter',
      'currency',
      'brand_theme',
    ]);
  });

  it('needs only the settings: the other steps are loaded on first use anyway', () => {
    expect(
      siteStartupSteps()
        .filter((s) => s.required)
        .map((s) => s.name),
    ).toEqual(['settings']);
  });
});
