import { describe, expect, it } from 'vitest';
import { normalizePath, pathAncestors, pathListed } from './paths';

describe('normalizePath', () => {
  it.each([
    ['', '/'],
    ['/', '/'],
    ['about', '/about'],
    ['/about/', '/about'],
    ['//models///defender/', '/models/defender'],
    ['/news?page=2#top', '/news'],
    ['/%E3%83%8B%E3%83%A5%E3%83%BC%E3%82%B9', '/ニュース'],
    ['/%E0%A4%A', '/%E0%A4%A'],
  ])('%s → %s', (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe('pathAncestors', () => {
  it('lists home and every parent', () => {
    expect(pathAncestors('/models/defender/110')).toEqual(['/', '/models', '/models/defender', '/models/defender/110']);
    expect(pathAncestors('/')).toEqual(['/']);
  });
});

describe('pathListed', () => {
  it('matches after normalisation', () => {
    expect(pathListed('/about/', ['/about'])).toBe(true);
    expect(pathListed('/', ['/'])).toBe(true);
    expect(pathListed('/about/team', ['/about'])).toBe(false);
  });
});
