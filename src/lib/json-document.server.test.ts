import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startJsonStandIn, type JsonStandIn } from '../../tests/fixtures/json-standin';
import { jsonDocuments, type JsonReading, type RemoteJsonFetch } from './json-document.server';
import { logger } from './logger.server';
import { outboundJson } from './outbound-fetch.server';
import { tagVersion } from './tag-versions';

/**
 * Site files from a folder of the test's own; URLs from the local JSON stand-in through the real
 * outbound guard, told of the stand-in directly (the blocks pass the guard with the settings'
 * allow-list). A clock the test moves drives the remote refreshes.
 */
interface Colours {
  colours: string[];
}
const readColours = vi.fn((body: unknown): JsonReading<Colours> => {
  const colours = (body as Partial<Colours> | null)?.colours;
  return Array.isArray(colours) ? { ok: true, data: { colours } } : { ok: false, problem: 'colours: expected an array' };
});

const tag = 'json-document-test';
const timing = { freshMs: 60_000, retryMs: 5_000, timeoutMs: 2000, maxBytes: 1024 };
let standin: JsonStandIn;
let root: string;
let time: number;
const fetchJson = vi.fn<RemoteJsonFetch>((url, options) =>
  outboundJson(url, { ...options, allowedHosts: ['127.0.0.1'], allowPrivate: [`127.0.0.1:${standin.port}`] }),
);
const documents = jsonDocuments<Colours>({ name: 'test colours', tag, ...timing, read: readColours, fetchJson, now: () => time });

beforeAll(async () => {
  standin = await startJsonStandIn();
  root = mkdtempSync(path.join(tmpdir(), 'json-document-'));
  mkdirSync(path.join(root, 'data'));
});

afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  await standin.close();
});

beforeEach(() => {
  documents.reset();
  standin.reset();
  standin.answer = { body: { colours: ['red'] } };
  time = 1_000_000;
  readColours.mockClear();
  fetchJson.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const write = (name: string, body: unknown, mtime?: Date) => {
  const file = path.join(root, 'data', name);
  writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
  if (mtime) utimesSync(file, mtime, mtime);
};

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('a JSON document at a site path', () => {
  it('reads the file the site serves at that path, once while it stays the same', async () => {
    write('keep.json', { colours: ['red'] });
    const first = await documents.load('/data/keep.json', root);
    expect(first).toEqual({ status: 'ok', data: { colours: ['red'] } });
    expect(await documents.load('/data/keep.json', root)).toBe(first);
    expect(readColours).toHaveBeenCalledTimes(1);
  });

  it('reads it again when its size or modification time changes', async () => {
    write('change.json', { colours: ['red'] }, new Date(2026, 0, 1));
    await documents.load('/data/change.json', root);
    // Same size, another time.
    write('change.json', { colours: ['tan'] }, new Date(2026, 0, 2));
    expect(await documents.load('/data/change.json', root)).toEqual({ status: 'ok', data: { colours: ['tan'] } });
    // Same time, another size.
    write('change.json', { colours: ['blue'] }, new Date(2026, 0, 2));
    expect(await documents.load('/data/change.json', root)).toEqual({ status: 'ok', data: { colours: ['blue'] } });
    expect(readColours).toHaveBeenCalledTimes(3);
  });

  it('answers missing for no such file, or a folder', async () => {
    expect(await documents.load('/data/none.json', root)).toEqual({ status: 'missing' });
    mkdirSync(path.join(root, 'data', 'folder.json'));
    expect(await documents.load('/data/folder.json', root)).toEqual({ status: 'missing' });
  });

  it('refuses a file larger than maxBytes without reading it', async () => {
    write('large.json', { colours: ['x'.repeat(timing.maxBytes)] });
    expect(await documents.load('/data/large.json', root)).toEqual({ status: 'invalid', problem: 'larger than 1024 bytes' });
    expect(readColours).not.toHaveBeenCalled();
    write('edge.json', JSON.stringify({ colours: ['x'] }).padEnd(timing.maxBytes, ' '));
    expect(await documents.load('/data/edge.json', root)).toEqual({ status: 'ok', data: { colours: ['x'] } });
  });

  it('says what is wrong with a file that is no JSON, unsafe JSON or not the document', async () => {
    write('broken.json', '{"colours": ');
    expect(await documents.load('/data/broken.json', root)).toEqual({
      status: 'invalid',
      problem: expect.stringMatching(/^Not valid JSON/),
    });
    write('proto.json', '{"__proto__": {"colours": []}}');
    expect(await documents.load('/data/proto.json', root)).toMatchObject({ status: 'invalid' });
    write('other.json', { colors: ['red'] });
    expect(await documents.load('/data/other.json', root)).toEqual({ status: 'invalid', problem: 'colours: expected an array' });
    expect(await documents.load('/data/other.json', root)).toEqual({ status: 'invalid', problem: 'colours: expected an array' });
    expect(readColours).toHaveBeenCalledTimes(1);
  });
});

describe('an address that is no site path or URL', () => {
  it.each(['', undefined, null, 'data/keep.json', '/data/../keep.json', '/%2e%2e/data/keep.json', '/data', 'file:///etc/passwd.json'])(
    'answers unconfigured for %j, reading nothing',
    async (address) => {
      write('keep.json', { colours: ['red'] });
      expect(await documents.load(address, path.join(root, 'data'))).toEqual({ status: 'unconfigured' });
      expect(readColours).not.toHaveBeenCalled();
      expect(fetchJson).not.toHaveBeenCalled();
    },
  );
});

describe('a JSON document at a URL', () => {
  const url = () => `${standin.url}/colours.json?key=secret-key`;

  it('fetches it once with the deadline and size cap, then answers from memory', async () => {
    const first = await documents.load(url());
    expect(first).toEqual({ status: 'ok', data: { colours: ['red'] } });
    expect(await documents.load(url())).toEqual(first);
    expect(standin.requests).toEqual(['/colours.json?key=secret-key']);
    expect(fetchJson).toHaveBeenCalledWith(url(), { headers: { accept: 'application/json' }, timeoutMs: 2000, maxBytes: 1024 });
  });

  it('answers unavailable, with the reason, when the first fetch fails, logging the host only', async () => {
    const warn = vi.spyOn(logger, 'warn');
    standin.answer = { status: 503, body: {} };
    expect(await documents.load(url())).toEqual({ status: 'unavailable', problem: '127.0.0.1 answered 503.' });
    expect(warn).toHaveBeenCalledWith({ host: `127.0.0.1:${standin.port}`, err: '127.0.0.1 answered 503.' }, 'test colours unavailable');
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-key');
  });

  it('answers unavailable for an answer larger than maxBytes, or not the document', async () => {
    standin.routes['/large.json'] = { body: { colours: ['x'.repeat(timing.maxBytes)] } };
    expect(await documents.load(`${standin.url}/large.json`)).toMatchObject({
      status: 'unavailable',
      problem: expect.stringContaining('1024'),
    });
    standin.routes['/other.json'] = { body: { colors: [] } };
    expect(await documents.load(`${standin.url}/other.json`)).toEqual({ status: 'unavailable', problem: 'colours: expected an array' });
  });

  it('keeps the last good data through failed refreshes, and bumps the tag when a refresh brings other data', async () => {
    const warn = vi.spyOn(logger, 'warn');
    expect(await documents.load(url())).toEqual({ status: 'ok', data: { colours: ['red'] } });
    const version = tagVersion(tag);

    standin.answer = { status: 500, body: {} };
    time += timing.freshMs;
    expect(await documents.load(url())).toEqual({ status: 'ok', data: { colours: ['red'] } });
    await until(() => warn.mock.calls.length === 1);
    expect(await documents.load(url())).toEqual({ status: 'ok', data: { colours: ['red'] } });
    expect(standin.requests).toHaveLength(2);

    standin.answer = { body: { colours: ['green'] } };
    time += timing.retryMs;
    expect(await documents.load(url())).toEqual({ status: 'ok', data: { colours: ['red'] } });
    await until(() => tagVersion(tag) > version);
    expect(await documents.load(url())).toEqual({ status: 'ok', data: { colours: ['green'] } });
    expect(standin.requests).toHaveLength(3);
  });

  it('keeps each URL apart, and forgets everything on reset', async () => {
    standin.routes['/a.json'] = { body: { colours: ['amber'] } };
    standin.routes['/b.json'] = { body: { colours: ['black'] } };
    expect(await documents.load(`${standin.url}/a.json`)).toEqual({ status: 'ok', data: { colours: ['amber'] } });
    expect(await documents.load(`${standin.url}/b.json`)).toEqual({ status: 'ok', data: { colours: ['black'] } });
    write('reset.json', { colours: ['red'] });
    await documents.load('/data/reset.json', root);
    documents.reset();
    await documents.load(`${standin.url}/a.json`);
    await documents.load('/data/reset.json', root);
    expect(standin.requests).toEqual(['/a.json', '/b.json', '/a.json']);
    expect(readColours).toHaveBeenCalledTimes(5);
  });
});
