import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting } from '@/features/settings/settings.server';
import { publicDir } from '@/lib/json-document.server';
import { loadRangeData, resetRangeData } from './load.server';

/**
 * Site paths read from a folder of their own; URLs through the real outbound guard (decision 0044)
 * from the local JSON stand-in. Only the settings are stood in for.
 */
// The environment is read once: the stand-in starts, and is declared to the guard, before anything reads it.
const standin = await vi.hoisted(async () => {
  const { startJsonStandIn } = await import('../../../tests/fixtures/json-standin');
  const started = await startJsonStandIn();
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${started.port}`;
  return started;
});

vi.mock('@/features/settings/settings.server', () => ({ getSetting: vi.fn() }));
let allowedHosts: string[];
vi.mocked(getSetting).mockImplementation(async (key) => (key === 'outbound.allowed_hosts' ? allowedHosts : undefined) as never);

const demo = JSON.parse(readFileSync(path.join(publicDir, 'demo/range/range-data.json'), 'utf8')) as Record<string, unknown>;
const origin = standin.url;

let root: string;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'range-data-'));
  mkdirSync(path.join(root, 'data'));
});

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await standin.close();
});

beforeEach(() => {
  resetRangeData();
  allowedHosts = ['127.0.0.1'];
  standin.reset();
  standin.answer = { body: demo };
});

const write = (name: string, body: unknown) =>
  writeFileSync(path.join(root, 'data', name), typeof body === 'string' ? body : JSON.stringify(body));

describe('loadRangeData from a site path', () => {
  it('reads the demo file the site serves', async () => {
    const load = await loadRangeData('/demo/range/range-data.json');
    expect(load.status).toBe('ok');
    expect(load.status === 'ok' && Object.keys(load.data.engines)).toContain('i-pace_ev400');
  });

  it('keeps a file until it changes', async () => {
    write('keep.json', demo);
    const first = await loadRangeData('/data/keep.json', root);
    expect(await loadRangeData('/data/keep.json', root)).toBe(first);
    write('keep.json', { ...demo, note: '更新しました' });
    utimesSync(path.join(root, 'data', 'keep.json'), new Date(), new Date(Date.now() + 5000));
    const second = await loadRangeData('/data/keep.json', root);
    expect(second.status === 'ok' && second.data.note).toBe('更新しました');
  });

  it('says what is wrong: no such file, no JSON, not the format, too large', async () => {
    expect(await loadRangeData('/data/none.json', root)).toEqual({ status: 'missing' });
    expect(await loadRangeData('/data', root)).toEqual({ status: 'unconfigured' });
    mkdirSync(path.join(root, 'data', 'folder.json'));
    expect(await loadRangeData('/data/folder.json', root)).toEqual({ status: 'missing' });
    write('broken.json', '{"format": ');
    expect(await loadRangeData('/data/broken.json', root)).toMatchObject({ status: 'invalid', problem: expect.any(String) });
    write('other.json', { ...demo, format: 'electric-range/9' });
    expect(await loadRangeData('/data/other.json', root)).toMatchObject({ status: 'invalid', problem: expect.stringMatching(/^format: /) });
    write('large.json', { ...demo, note: 'x'.repeat(300 * 1024) });
    expect(await loadRangeData('/data/large.json', root)).toEqual({ status: 'invalid', problem: 'larger than 262144 bytes' });
  });

  it('never leaves the folder, and answers nothing for an address that is no path or URL', async () => {
    for (const url of ['/../secret.json', 'secret.json', '', undefined, 'file:///etc/passwd.json']) {
      expect(await loadRangeData(url, root), String(url)).toEqual({ status: 'unconfigured' });
    }
  });
});

describe('loadRangeData from a URL', () => {
  it('fetches through the outbound guard once, then answers from memory', async () => {
    const first = await loadRangeData(`${origin}/range.json`);
    expect(first.status === 'ok' && first.data.temperature.default_c).toBe(20);
    expect(await loadRangeData(`${origin}/range.json`)).toEqual(first);
    expect(standin.requests).toEqual(['/range.json']);
  });

  it('answers unavailable, with the reason, for a host the settings do not allow', async () => {
    allowedHosts = ['data.example.jp'];
    const load = await loadRangeData(`${origin}/range.json`);
    expect(load).toMatchObject({ status: 'unavailable', problem: expect.stringContaining('127.0.0.1') });
    expect(standin.requests).toEqual([]);
  });

  it('answers unavailable for an error status or an answer that is not range data', async () => {
    standin.answer = { status: 503, body: {} };
    expect(await loadRangeData(`${origin}/down.json`)).toMatchObject({ status: 'unavailable', problem: expect.stringContaining('503') });
    standin.answer = { body: { ...demo, engines: {} } };
    expect(await loadRangeData(`${origin}/empty.json`)).toMatchObject({
      status: 'unavailable',
      problem: expect.stringMatching(/^engines: /),
    });
  });
});
