import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSetting } from '@/features/settings/settings.server';
import { loadQuizImages, resetQuizImages } from './load.server';

/**
 * The answer pictures read from the demo file the site serves, and from another host through the
 * real outbound guard (decision 0044), here a local stand-in the guard is told of.
 */
const ports = vi.hoisted(() => {
  const standin = 5860 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${standin}`;
  return { standin };
});

vi.mock('@/features/settings/settings.server', () => ({ getSetting: vi.fn() }));
let allowedHosts: string[];
vi.mocked(getSetting).mockImplementation(async (key) => (key === 'outbound.allowed_hosts' ? allowedHosts : undefined) as never);

const origin = `http://127.0.0.1:${ports.standin}`;
let answer: { status: number; body: unknown };
let requests: string[];
let server: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(ports.standin, '127.0.0.1', resolve));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  resetQuizImages();
  allowedHosts = ['127.0.0.1'];
  answer = { status: 200, body: { images: { camping: 'https://cdn.example.jp/camping.jpg', dog: '/demo/dog.svg' } } };
  requests = [];
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
    expect(requests).toEqual(['/quiz/images.json?v=1']);
  });

  it('has nothing when the guard refuses the host or the host fails', async () => {
    allowedHosts = ['cdn.example.jp'];
    expect(await loadQuizImages(`${origin}/a.json`)).toEqual({});
    expect(requests).toEqual([]);
    allowedHosts = ['127.0.0.1'];
    answer = { status: 500, body: {} };
    expect(await loadQuizImages(`${origin}/b.json`)).toEqual({});
    answer = { status: 200, body: { nothing: true } };
    expect(await loadQuizImages(`${origin}/c.json`)).toEqual({});
  });
});
