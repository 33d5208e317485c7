// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToAnchor } from './scroll-offsets';

let scrolledTo: number[];

beforeEach(() => {
  scrolledTo = [];
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) =>
    scrolledTo.push(options.top ?? 0)) as typeof window.scrollTo);
  document.body.innerHTML = '<section id="design"></section><div hidden><section id="specs"></section></div>';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const laidOut = (id: string, boxes: number) =>
  vi.spyOn(document.getElementById(id)!, 'getClientRects').mockReturnValue({ length: boxes } as DOMRectList);

describe('scrollToAnchor', () => {
  it('scrolls to a block that is shown and says it did', () => {
    laidOut('design', 1);
    expect(scrollToAnchor('design')).toBe(true);
    expect(scrolledTo).toHaveLength(1);
  });

  it('leaves a block in a closed tab to the browser, whose jump to the fragment opens the tab', () => {
    laidOut('specs', 0);
    expect(scrollToAnchor('specs')).toBe(false);
    expect(scrolledTo).toEqual([]);
  });

  it('leaves an address that names nothing to the browser', () => {
    expect(scrollToAnchor('nowhere')).toBe(false);
  });
});
