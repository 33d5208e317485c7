import { describe, expect, it, vi } from 'vitest';
import { errorReportingGate, type BrowserReporter, type StartReporter } from './consent-gate';

const config = { dsn: 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/7', environment: 'production' };

/** A loader standing in for the SDK's chunk: counts fetches and records what the reporter is told. */
function fakeSdk() {
  const switches: boolean[] = [];
  const reporter: BrowserReporter = { setEnabled: (enabled) => switches.push(enabled) };
  const start = vi.fn<StartReporter>(() => reporter);
  const load = vi.fn(async () => start);
  return { load, start, switches };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('error reporting under consent', () => {
  it('fetches nothing while the scope is not accepted', async () => {
    const sdk = fakeSdk();
    const gate = errorReportingGate(config, sdk.load);
    gate.follow(false);
    gate.follow(false);
    await settle();
    expect(sdk.load).not.toHaveBeenCalled();
    expect(sdk.start).not.toHaveBeenCalled();
  });

  it('fetches and starts the reporter once the scope is accepted, with the DSN, and only once', async () => {
    const sdk = fakeSdk();
    const gate = errorReportingGate(config, sdk.load);
    gate.follow(false);
    gate.follow(true);
    gate.follow(true);
    await settle();
    expect(sdk.load).toHaveBeenCalledTimes(1);
    expect(sdk.start).toHaveBeenCalledTimes(1);
    expect(sdk.start).toHaveBeenCalledWith(config);
    expect(sdk.switches.at(-1)).toBe(true);
  });

  it('stops sending when consent is withdrawn, even while the SDK is still arriving, and resumes when it is given again', async () => {
    const sdk = fakeSdk();
    const gate = errorReportingGate(config, sdk.load);
    gate.follow(true);
    gate.follow(false);
    await settle();
    expect(sdk.switches.at(-1)).toBe(false);
    gate.follow(true);
    await settle();
    expect(sdk.switches.at(-1)).toBe(true);
    expect(sdk.load).toHaveBeenCalledTimes(1);
  });

  it('reports nothing when the SDK cannot be fetched, and does not throw', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gate = errorReportingGate(config, () => Promise.reject(new Error('chunk failed')));
    gate.follow(true);
    await settle();
    expect(warn).toHaveBeenCalledWith('error reporting could not be loaded', expect.any(Error));
    warn.mockRestore();
  });
});
