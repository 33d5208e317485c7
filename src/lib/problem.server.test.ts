import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, problemResponse } from './problem.server';

describe('a database that cannot be reached', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    [
      'the server shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['the server starting up (57P03)', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a driver error wrapped by drizzle',
      Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
  ])('is recognised: %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a programming error', new TypeError('x is not a function')],
    ['nothing', undefined],
  ])('is not confused with %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 problem+json with Retry-After, never HTML', async () => {
    const response = problemResponse(Object.assign(new Error('Connection terminated unexpectedly')));
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toBe('application/problem+json; charset=utf-8');
    expect(response.headers.get('retry-after')).toBe('5');
    expect(((await response.json()) as { detail: string }).detail).toMatch(/nothing was stored/);
  });
});
