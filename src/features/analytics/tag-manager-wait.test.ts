import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventGate, tagManagerLoaded, tagManagerWaitMs } from './tag-manager-wait';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function gate(loaded: () => boolean = () => false) {
  const delivered: string[] = [];
  const events = createEventGate<string>((item) => delivered.push(item), { loaded });
  return { events, delivered };
}

describe('tagManagerLoaded', () => {
  it('sees the container’s start or load entry, or its global object', () => {
    expect(tagManagerLoaded({ dataLayer: [{ event: 'gtm.js', 'gtm.start': 1 }] })).toBe(true);
    expect(tagManagerLoaded({ dataLayer: [{ event: 'page_view' }, { event: 'gtm.load' }] })).toBe(true);
    expect(tagManagerLoaded({ google_tag_manager: { 'GTM-ABC': {} } })).toBe(true);
  });

  it('is false without them, and for a data layer that is not an array of entries', () => {
    expect(tagManagerLoaded({})).toBe(false);
    expect(tagManagerLoaded({ dataLayer: [{ event: 'consent_update' }, null, 'gtm.js', { event: 42 }] })).toBe(false);
    expect(tagManagerLoaded({ dataLayer: { 0: { event: 'gtm.js' }, length: 1 } })).toBe(false);
  });
});

describe('createEventGate', () => {
  it('holds events until the fallback, then delivers them in order, and later ones at once', () => {
    const { events, delivered } = gate();
    events.push('a');
    events.push('b');
    vi.advanceTimersByTime(tagManagerWaitMs - 1);
    expect(delivered).toEqual([]);
    expect(events.state).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(delivered).toEqual(['a', 'b']);
    expect(events.state).toBe('open');
    events.push('c');
    expect(delivered).toEqual(['a', 'b', 'c']);
  });

  it('opens as soon as the poll sees the tag manager, before the fallback', () => {
    let loaded = false;
    const { events, delivered } = gate(() => loaded);
    events.push('a');
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual([]);
    loaded = true;
    vi.advanceTimersByTime(100);
    expect(delivered).toEqual(['a']);
  });

  it('opens at once when the tag manager is already there', () => {
    const { events, delivered } = gate(() => true);
    events.push('a');
    expect(delivered).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('looks again on every push, so an event right before leaving the page is not held back', () => {
    let loaded = false;
    const { events, delivered } = gate(() => loaded);
    events.push('a');
    loaded = true;
    events.push('b');
    expect(delivered).toEqual(['a', 'b']);
  });

  it('waits once per page load: the clock starts with the first event or start(), and does not restart', () => {
    const { events, delivered } = gate();
    events.start();
    vi.advanceTimersByTime(4000);
    events.push('late');
    events.start();
    vi.advanceTimersByTime(1000);
    expect(delivered).toEqual(['late']);
    vi.advanceTimersByTime(60_000);
    expect(delivered).toEqual(['late']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('open() delivers the queue now and stops the timers', () => {
    const { events, delivered } = gate();
    events.push('a');
    events.open();
    events.open();
    expect(delivered).toEqual(['a']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps the order when a delivery pushes again while the queue drains', () => {
    const delivered: string[] = [];
    const events = createEventGate<string>(
      (item) => {
        delivered.push(item);
        if (item === 'a') events.push('from-a');
      },
      { loaded: () => false },
    );
    events.push('a');
    events.push('b');
    events.open();
    expect(delivered).toEqual(['a', 'b', 'from-a']);
  });

  it('loses only the item whose delivery throws, and a probe that throws counts as not loaded', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const delivered: string[] = [];
    const events = createEventGate<string>(
      (item) => {
        if (item === 'bad') throw new Error('boom');
        delivered.push(item);
      },
      {
        loaded: () => {
          throw new Error('probe');
        },
      },
    );
    events.push('a');
    events.push('bad');
    events.push('b');
    vi.advanceTimersByTime(tagManagerWaitMs);
    expect(delivered).toEqual(['a', 'b']);
  });
});
