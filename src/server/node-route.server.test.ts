import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request, startEdge, type Edge } from '../../server/testing';
import { AppError } from '@/lib/app-error';
import { clientAddress } from '@/lib/rate-limit.server';
import { DirectRouteTable } from './direct-route-table';
import { nodeRoute } from './node-route.server';

// The edge in front, as in production: a direct route sees the request the edge prepared.
let edge: Edge;
let nextCalls = 0;
beforeAll(async () => {
  const echo = nodeRoute(
    async (request) => {
      const text = await request.text();
      if (text === 'boom') throw new Error('database gone');
      if (text === 'conflict') throw new AppError('CONFLICT', '他の方が商談中です');
      const headers = new Headers({ 'content-type': 'application/json; charset=utf-8' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response(
        JSON.stringify({
          url: request.url,
          method: request.method,
          client: clientAddress(request),
          forwarded: request.headers.get('x-forwarded-for'),
          cookie: request.headers.get('cookie'),
          text,
        }),
        { status: 201, headers },
      );
    },
    { maxBodyBytes: 100 },
  );
  const item = nodeRoute(
    async (_request, context: { params: Promise<{ id: string }> }) => Response.json({ id: (await context.params).id }),
    { maxBodyBytes: 100 },
  );
  const routes = new DirectRouteTable([
    ['POST /api/echo', echo],
    ['POST /api/items/:id/leads', item],
  ]);
  edge = await startEdge(
    async (_req, res) => {
      nextCalls++;
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"from":"next"}');
    },
    { direct: (route) => routes.get(route) },
  );
});
afterAll(() => edge.close());

const post = (body: (string | Buffer)[], headers: Record<string, string> = {}, path = '/api/echo') =>
  request(edge.port, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('a direct route', () => {
  it('gets the body, the cookies, and the URL Next would give it', async () => {
    const before = nextCalls;
    const answer = await post(['{"vehicle_id":', '1}'], { cookie: 'sl_hold=abc' }, '/api/echo?x=1');
    expect(answer.status).toBe(201);
    const seen = JSON.parse(answer.body.toString());
    expect(seen).toMatchObject({ method: 'POST', text: '{"vehicle_id":1}', cookie: 'sl_hold=abc' });
    expect(seen.url).toBe(`http://localhost:${edge.port}/api/echo?x=1`);
    expect(nextCalls).toBe(before);
  });

  it('sees the client address the edge decided, never one the client claims', async () => {
    const seen = JSON.parse((await post(['{}'], { 'x-client-ip': '203.0.113.9', 'x-forwarded-for': '198.51.100.7' })).body.toString());
    expect(seen.client).toBe('127.0.0.1');
    expect(seen.forwarded).toBeNull();
  });

  it('answers with every cookie, the security headers and a content length', async () => {
    const answer = await post(['{}']);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
  });

  it('refuses a body over the limit with 413 problem+json, declared or sent chunked', async () => {
    const declared = await post(['x'.repeat(101)]);
    const chunked = await post(Array.from({ length: 11 }, () => 'x'.repeat(10)));
    for (const answer of [declared, chunked]) {
      expect(answer.status).toBe(413);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    expect((await post(['x'.repeat(100)])).status).toBe(201);
  });

  it("turns the handler's failures into problem+json", async () => {
    const conflict = await post(['conflict']);
    expect(conflict.status).toBe(409);
    expect(JSON.parse(conflict.body.toString())).toMatchObject({ status: 409, detail: '他の方が商談中です' });
    const boom = await post(['boom']);
    expect(boom.status).toBe(500);
    expect(JSON.parse(boom.body.toString()).detail).not.toContain('database');
  });

  it("gives a route with a parameter the context Next would: the path's parameters, as a promise", async () => {
    const answer = await post(['{}'], {}, '/api/items/42/leads?x=1');
    expect(JSON.parse(answer.body.toString())).toEqual({ id: '42' });
  });

  it('is looked up by method and exact path: anything else still goes to Next', async () => {
    const before = nextCalls;
    expect(JSON.parse((await request(edge.port, '/api/echo')).body.toString())).toEqual({ from: 'next' });
    expect((await post(['{}'], {}, '/api/echo/more')).status).toBe(404);
    expect(nextCalls).toBe(before + 2);
  });
});
