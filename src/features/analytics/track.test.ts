// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventOf } from './events';
import { resetAnalyticsForTests, startAnalytics, trackEvent } from './track';

const accordion: AnalyticsEventOf<'accordion'> = { event: 'accordion', action: 'open', label: '保証について' };
const hero: AnalyticsEventOf<'hero_slider'> = { event: 'hero_slider', action: 'slide_change', slide_position: 2 };
const events = () => (window.dataLayer ?? []).map((entry) => entry.event);

beforeEach(() => {
  vi.useFakeTimers();
  resetAnalyticsForTests();
});

afterEach(() => {
  vi.useRealTimers();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('trackEvent', () => {
  it('queues until the tag loader starts the tag manager, then sends in order after gtm.js', () => {
    startAnalytics({ tagManager: true });
    trackEvent(accordion);
    trackEvent(hero);
    expect(window.dataLayer).toBeUndefined();
    // What the tag loader pushes once consent allows the tag manager.
    window.dataLayer = [{ event: 'gtm.js', 'gtm.start': Date.now() }];
    vi.advanceTimersByTime(100);
    expect(events()).toEqual(['gtm.js', 'accordion', 'hero_slider']);
  });

  it('sends anyway after 5000 ms when the tag manager never comes (no consent)', () => {
    startAnalytics({ tagManager: true });
    trackEvent(accordion);
    vi.advanceTimersByTime(4999);
    expect(window.dataLayer).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([accordion]);
    trackEvent(hero);
    expect(window.dataLayer).toEqual([accordion, hero]);
  });

  it('does not wait on a site without a tag manager, sending what came before the island started', () => {
    trackEvent(accordion);
    expect(window.dataLayer).toBeUndefined();
    startAnalytics({ tagManager: false });
    trackEvent(hero);
    expect(window.dataLayer).toEqual([accordion, hero]);
  });

  it('builds a deferred event when it is sent, and sends nothing for a builder returning null', () => {
    startAnalytics({ tagManager: true });
    let label = 'before';
    trackEvent(() => ({ event: 'accordion', action: 'open', label }));
    trackEvent(() => null);
    label = 'after';
    vi.advanceTimersByTime(5000);
    expect(window.dataLayer).toEqual([{ event: 'accordion', action: 'open', label: 'after' }]);
  });

  it('hands the queue to the data layer when the page is left while waiting', () => {
    startAnalytics({ tagManager: true });
    trackEvent(accordion);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.dataLayer).toEqual([accordion]);
  });
});
