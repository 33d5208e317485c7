import { describe, expect, it, vi } from 'vitest';
import { refreshingValue } from './refreshing-value.server';
import { tagVersion } from './tag-versions';

/** A clock the test moves, and a loader whose answers the test queues. */
function setup(tag: string) {
  let time = 1_000_000;
  const answers: (() => Promise<number>)[] = [];
  const load = vi.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no answer queued'))))());
  const value = refreshingValue<number>({ tag, freshMs: 60_000, retryMs: 5_000, now: () => time });
  return {
    value,
    load,
    answer: (n: number) => answers.push(() => Promise.resolve(n)),
    fail: () => answers.push(() => Promise.reject(new Error('down'))),
    pending: () => {
      let release!: (n: number) => void;
      answers.push(() => new Promise<number>((resolve) => (release = resolve)));
      return (n: number) => release(n);
    },
    advance: (ms: number) => (time += ms),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('refreshingValue', () => {
  it('waits for the first fetch, then answers from memory until it is stale', async () => {
    const t = setup('rv-1');
    t.answer(1);
    expect(await t.value.get('k', t.load)).toBe(1);
    t.advance(59_999);
    expect(await t.value.get('k', t.load)).toBe(1);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('readers that come during the first fetch share it', async () => {
    const t = setup('rv-2');
    const release = t.pending();
    const reads = [t.value.get('k', t.load), t.value.get('k', t.load), t.value.get('k', t.load)];
    release(7);
    expect(await Promise.all(reads)).toEqual([7, 7, 7]);
    expect(t.load).toHaveBeenCalledTimes(1);
  });

  it('refreshes a stale value in the background, answering the old one meanwhile', async () => {
    const t = setup('rv-3');
    t.answer(1);
    await t.value.get('k', t.load);
    t.advance(60_000);
    const release = t.pending();
    expect(await t.value.get('k', t.load)).toBe(1);
    expect(await t.value.get('k', t.load)).toBe(1);
    expect(t.load).toHaveBeenCalledTimes(2);
    release(2);
    await settle();
    expect(await t.value.get('k', t.load)).toBe(2);
  });

  it('keeps the last good value when a refresh fails, and waits retryMs before asking again', async () => {
    const t = setup('rv-4');
    t.answer(1);
    await t.value.get('k', t.load);
    t.advance(60_000);
    t.fail();
    expect(await t.value.get('k', t.load)).toBe(1);
    await settle();
    t.advance(4_999);
    expect(await t.value.get('k', t.load)).toBe(1);
    expect(t.load).toHaveBeenCalledTimes(2);
    t.advance(1);
    t.answer(3);
    await t.value.get('k', t.load);
    await settle();
    expect(await t.value.get('k', t.load)).toBe(3);
  });

  it('answers undefined while the service has never answered, and never makes a reader wait twice', async () => {
    const t = setup('rv-5');
    t.fail();
    expect(await t.value.get('k', t.load)).toBeUndefined();
    t.advance(5_000);
    const release = t.pending();
    expect(await t.value.get('k', t.load)).toBeUndefined(); // the retry runs behind
    release(4);
    await settle();
    expect(await t.value.get('k', t.load)).toBe(4);
  });

  it('bumps its tag when readers were given something else, so pages that showed it render again', async () => {
    const t = setup('rv-6');
    t.answer(1);
    await t.value.get('k', t.load);
    expect(tagVersion('rv-6')).toBe(0);
    t.advance(60_000);
    t.answer(1);
    await t.value.get('k', t.load);
    await settle();
    expect(tagVersion('rv-6')).toBe(0); // same value: nothing to render again
    t.advance(60_000);
    t.answer(2);
    await t.value.get('k', t.load);
    await settle();
    expect(tagVersion('rv-6')).toBe(1);
  });

  it('bumps its tag when the first success follows a failure readers saw', async () => {
    const t = setup('rv-7');
    t.fail();
    await t.value.get('k', t.load);
    t.advance(5_000);
    t.answer(1);
    await t.value.get('k', t.load);
    await settle();
    expect(tagVersion('rv-7')).toBe(1);
  });

  it('starts over for another key (the settings changed)', async () => {
    const t = setup('rv-8');
    t.answer(1);
    await t.value.get('a', t.load);
    t.answer(2);
    expect(await t.value.get('b', t.load)).toBe(2);
    t.value.reset();
    t.answer(3);
    expect(await t.value.get('b', t.load)).toBe(3);
  });
});
