// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { keepEarlyErrors, takeEarlyErrors } from './early-errors';

const fail = (message: string) => window.dispatchEvent(new ErrorEvent('error', { error: new Error(message), message }));
const reject = (reason: unknown) => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
const messages = (errors: { value: unknown }[]) => errors.map((e) => (e.value instanceof Error ? e.value.message : e.value));

afterEach(() => {
  takeEarlyErrors();
});

describe('errors kept before the reporter starts', () => {
  it('are the page’s uncaught errors and unhandled rejections, in order', () => {
    keepEarlyErrors(window);
    fail('first');
    reject(new Error('second'));
    reject('a plain reason');
    const kept = takeEarlyErrors();
    expect(kept.map((e) => e.kind)).toEqual(['error', 'unhandledrejection', 'unhandledrejection']);
    expect(messages(kept)).toEqual(['first', 'second', 'a plain reason']);
  });

  it('are at most ten, however often the page fails', () => {
    keepEarlyErrors(window);
    for (let i = 0; i < 25; i++) fail(`failure ${i}`);
    expect(messages(takeEarlyErrors())).toEqual(Array.from({ length: 10 }, (_, i) => `failure ${i}`));
  });

  it('are no longer kept once taken: the reporter’s own handlers hear what follows', () => {
    keepEarlyErrors(window);
    fail('before');
    expect(messages(takeEarlyErrors())).toEqual(['before']);
    fail('after');
    expect(takeEarlyErrors()).toEqual([]);
  });
});
