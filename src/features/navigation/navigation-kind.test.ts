import { describe, expect, it } from 'vitest';
import { footerKindFor, navigationKindFor, type NavigationKindSettings } from './navigation-kind';

const settings: NavigationKindSettings = {
  source: 'own',
  hiddenPaths: ['/landing'],
  logoOnlyPaths: ['/electric'],
  lightPaths: ['/new-defender/*', '/range-rover/house'],
};

describe('navigation kind per path', () => {
  it('is the site’s source on pages no list names (own by default, or hosted, or external)', () => {
    expect(navigationKindFor('/models', settings)).toBe('own');
    expect(navigationKindFor('/', { ...settings, source: 'hosted' })).toBe('hosted');
    expect(navigationKindFor('/models', { ...settings, source: 'external' })).toBe('external');
  });

  it('is the logo alone on the battery-electric page, whatever the source', () => {
    expect(navigationKindFor('/electric', settings)).toBe('logo_only');
    expect(navigationKindFor('/electric/', { ...settings, source: 'external' })).toBe('logo_only');
    // An exact path is that page, not the pages below it.
    expect(navigationKindFor('/electric/range', settings)).toBe('own');
  });

  it('is light on redesigned pages, by path or pattern', () => {
    expect(navigationKindFor('/new-defender/octa', settings)).toBe('light');
    expect(navigationKindFor('/range-rover/house', { ...settings, source: 'hosted' })).toBe('light');
    expect(navigationKindFor('/new-defenders', settings)).toBe('own');
  });

  it('gives the slimmer header to a page on two lists, and none to a hidden one', () => {
    expect(navigationKindFor('/electric', { ...settings, lightPaths: ['/electric'] })).toBe('logo_only');
    expect(navigationKindFor('/landing', { ...settings, logoOnlyPaths: ['/landing'] })).toBe('hidden');
  });

  it('ignores invalid patterns instead of matching everything', () => {
    expect(navigationKindFor('/models', { ...settings, lightPaths: ['models', '/(x)'] })).toBe('own');
  });

  it('chooses the footer settings of the light and logo-only pages, the main ones elsewhere', () => {
    expect(footerKindFor('light')).toBe('light');
    expect(footerKindFor('logo_only')).toBe('logo_only');
    for (const kind of ['own', 'hosted', 'external', 'hidden'] as const) expect(footerKindFor(kind)).toBe('main');
  });
});
