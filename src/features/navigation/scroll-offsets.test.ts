import { describe, expect, it } from 'vitest';
import { scrollOffset } from './scroll-offsets';

describe('scrollOffset', () => {
  it('allows for the header alone', () => {
    expect(scrollOffset({ large: false, hasBreadcrumbs: false, hasInPageBar: false })).toBe(48);
    expect(scrollOffset({ large: true, hasBreadcrumbs: false, hasInPageBar: false })).toBe(72);
  });

  it('adds breadcrumbs and the in-page bar at their sizes per screen', () => {
    expect(scrollOffset({ large: false, hasBreadcrumbs: true, hasInPageBar: true })).toBe(48 + 55 + 65);
    expect(scrollOffset({ large: true, hasBreadcrumbs: true, hasInPageBar: true })).toBe(72 + 44 + 75);
  });
});
