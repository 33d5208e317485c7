// Interaction to Next Paint of each issue-13 tool (quality budget: ≤ 200 ms on the Lighthouse mobile
// profile). Lighthouse's navigation runs do not interact, so this drives each tool the way a phone
// visitor does (bench/lib/tool-flows.ts) in Chromium with Lighthouse's mobile settings — a 412×823
// screen at 1.75× with touch and the CPU slowed 4× — and reads the browser's own Event Timing
// entries: an interaction's latency is its longest event entry (input delay + handlers + the next
// paint), and INP, for fewer than 50 interactions, is the slowest. Entries under 16 ms are not
// reported by the browser: such steps show as "< 16". Median of BENCH_RUNS runs (default 5) per tool.
// Usage: npm run build && npx tsx bench/tool-inp.ts ["fuel type quiz" ...]
import { chromium, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import { loadavg, cpus } from 'node:os';
import { rootHasHydrated } from '../tests/e2e/support/react-root';
import { startServer, stopServer } from './lib/server';
import { toolFlows, type StepRunner } from './lib/tool-flows';

const port = 3403;
const dataDir = '.bench-inp-data';
const runs = Number(process.env.BENCH_RUNS ?? 5);
const only = process.argv.slice(2);
const flows = only.length ? toolFlows.filter((flow) => only.includes(flow.name)) : toolFlows;
const cpuSlowdown = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Waits until React has committed the root this element is in (as tests/e2e/support/hydration.ts does, without expect). */
async function hydrated(page: Page, element: ReturnType<(typeof toolFlows)[number]['ready']>) {
  await element.scrollIntoViewIfNeeded({ timeout: 15_000 });
  for (let i = 0; i < 300; i++) {
    const done = await element.evaluate(rootHasHydrated);
    if (done) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the tool never hydrated');
}

rmSync(dataDir, { recursive: true, force: true });
const server = await startServer(port, { DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
console.log(
  `setup: ${cpus().length} cores, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}, CPU slowed ${cpuSlowdown}×, 412×823 @1.75 touch, median of ${runs} runs`,
);
try {
  // Every page once, so the edge's compressed-asset cache and the server's caches are warm.
  const warm = await browser.newPage();
  for (const flow of flows) await warm.goto(`http://127.0.0.1:${port}${flow.path}`, { waitUntil: 'networkidle' });
  await warm.close();

  const rows = [];
  const stepRows = [];
  for (const flow of flows) {
    const inps: number[] = [];
    const perStep = new Map<string, number[]>();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(() => {
        localStorage.setItem('cookieConsentStatus', 'accepted:obligatory');
        const timings: { id: number; duration: number }[] = [];
        (window as unknown as { __eventTimings: typeof timings }).__eventTimings = timings;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEventTiming[])
            if (entry.interactionId) timings.push({ id: entry.interactionId, duration: entry.duration });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.goto(`http://127.0.0.1:${port}${flow.path}`, { waitUntil: 'networkidle' });
      await hydrated(page, flow.ready(page));
      await page.waitForTimeout(1000);

      const seen = new Set<number>();
      let worst = 0;
      const step: StepRunner = async (label, act) => {
        await act();
        // Event Timing entries arrive after the paint that follows the interaction.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150)))));
        const entries = await page.evaluate(
          () => (window as unknown as { __eventTimings: { id: number; duration: number }[] }).__eventTimings,
        );
        // The interactions this step made (a tap is pointerdown, pointerup and click: one interaction).
        const latency = Math.max(0, ...entries.filter((entry) => !seen.has(entry.id)).map((entry) => entry.duration));
        for (const entry of entries) seen.add(entry.id);
        worst = Math.max(worst, latency);
        perStep.set(label, [...(perStep.get(label) ?? []), latency]);
      };
      await flow.steps(page, step);
      inps.push(worst);
      await context.close();
    }
    const slowest = [...perStep].map(([label, values]) => ({ label, median: median(values) })).sort((a, b) => b.median - a.median)[0];
    const show = (ms: number) => (ms < 16 ? '< 16' : String(Math.round(ms)));
    for (const [label, values] of perStep)
      stepRows.push({ tool: flow.name, step: label, 'median ms': show(median(values)), 'worst ms': show(Math.max(...values)) });
    rows.push({
      tool: flow.name,
      path: flow.path,
      steps: perStep.size,
      'INP ms (median)': show(median(inps)),
      'INP ms (worst run)': show(Math.max(...inps)),
      'slowest step (median ms)': slowest ? `${slowest.label} (${show(slowest.median)})` : '-',
    });
  }
  console.table(rows);
  // Every step's own figures: where a tool's time goes.
  console.table(stepRows);
} finally {
  await browser.close();
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}
