import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { loadQuizImages, resetQuizImages } from './load.server';

/**
 * The answer pictures read from the demo file the site serves, and from another host through the
 * real outbound guard (decision 0044), here the local JSON stand-in the guard is told of.
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

const origin = standin.url;

afterAll(() => standin.close());
afterEach(() => vi.restoreAllMocks());

beforeEach(() => {
  resetQuizImages();
  allowedHosts = ['127.0.0.1'];
  standin.reset();
  standin.answer = { body: { images: { camping: 'https://cdn.example.jp/camping.jpg', dog: '/demo/dog.svg' } } };
});

describe('loadQuizImages', () => {
  it('reads the demo document the site serves: a drawing for every answer', async () => {
    const images = await loadQuizImages('/demo/defender-quiz/images.json');
    expect(Object.keys(images)).toHaveLength(18);
    expect(images.camping).toBe('/demo/defender-quiz/camping.svg');
    expect(images.dog).toBe('/demo/defender-quiz/dog.svg');
  });

  it('has nothing for no address, an address it refuses, or a file that is not there', async () => {
    expect(await loadQuizImages('')).toEqual({});
    expect(await loadQuizImages(undefined)).toEqual({});
    expect(await loadQuizImages('/demo/../package.json')).toEqual({});
    expect(await loadQuizImages('/demo/defender-quiz/missing.json')).toEqual({});
  });

  it('reads another host through the outbound guard, once, then from memory', async () => {
    const url = `${origin}/quiz/images.json?v=1`;
    const expected = { camping: 'https://cdn.example.jp/camping.jpg', dog: '/demo/dog.svg' };
    expect(await loadQuizImages(url)).toEqual(expected);
    expect(await loadQuizImages(url)).toEqual(expected);
    expect(standin.requests).toEqual(['/quiz/images.json?v=1']);
  });

  it('has nothing when the guard refuses the host or the host fails', async () => {
    allowedHosts = ['cdn.example.jp'];
    expect(await loadQuizImages(`${origin}/a.json`)).toEqual({});
    expect(standin.requests).toEqual([]);
    allowedHosts = ['127.0.0.1'];
    standin.answer = { status: 500, body: {} };
    expect(await loadQuizImages(`${origin}/b.json`)).toEqual({});
    standin.answer = { body: { nothing: true } };
    expect(await loadQuizImages(`${origin}/c.json`)).toEqual({});
  });

  it('keeps the pictures it can use, dropping and counting the rest, and takes at most 64 KB', async () => {
    const warn = vi.spyOn(logger, 'warn');
    standin.answer = { body: { images: { camping: '/demo/c.svg', unicorn: '/demo/u.svg', dog: 'javascript:alert(1)' } } };
    expect(await loadQuizImages(`${origin}/mixed.json`)).toEqual({ camping: '/demo/c.svg' });
    expect(warn).toHaveBeenCalledWith({ dropped: 2 }, 'defender quiz images that do not fit were dropped');
    standin.answer = { body: { images: { camping: '/demo/c.svg' }, note: 'x'.repeat(64 * 1024) } };
    expect(await loadQuizImages(`${origin}/large.json`)).toEqual({});
  });
});
