// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushToDataLayer } from './data-layer';

const event = { event: 'page_view', category: 'plp' };

afterEach(() => {
  delete (window as { dataLayer?: unknown }).dataLayer;
  vi.restoreAllMocks();
});

describe('pushToDataLayer', () => {
  it('creates the data layer when the page has none', () => {
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('appends to an existing data layer, keeping earlier entries', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([{ event: 'gtm.js' }, event]);
  });

  it('goes through the push the tag manager installed on the array', () => {
    const layer: Record<string, unknown>[] = [];
    const push = vi.fn((...items: Record<string, unknown>[]) => Array.prototype.push.apply(layer, items));
    layer.push = push;
    window.dataLayer = layer;
    pushToDataLayer(event);
    expect(push).toHaveBeenCalledWith(event);
    expect(window.dataLayer).toBe(layer);
  });

  it('replaces an element exposed as window.dataLayer by markup with a fresh array', () => {
    // What a browser does for `<span id="dataLayer">` (the test window has no named access).
    (window as { dataLayer?: unknown }).dataLayer = document.createElement('span');
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('replaces an object with a non-function push, keeping nothing of it', () => {
    (window as { dataLayer?: unknown }).dataLayer = { push: 'nope', 0: { event: 'foreign' }, length: 1 };
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('replaces an array whose push was overwritten with something that is not a function', () => {
    const layer = [{ event: 'foreign' }] as unknown as { push: unknown };
    layer.push = 42;
    (window as { dataLayer?: unknown }).dataLayer = layer;
    pushToDataLayer(event);
    expect(window.dataLayer).toEqual([event]);
  });

  it('does not throw when the data layer cannot be replaced, and warns instead', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(window, 'dataLayer', { value: 'locked', writable: false, configurable: true });
    expect(() => pushToDataLayer(event)).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
