import { describe, expect, it } from 'vitest';
import { duplicateAliases, unusableIframeHosts } from './startup-checks';

describe('duplicateAliases', () => {
  it('names each alias given more than once, once', () => {
    const links = [{ alias: 'a' }, { alias: 'b' }, { alias: 'a' }, { alias: 'a' }, { alias: 'c' }];
    expect(duplicateAliases(links)).toEqual(['a']);
    expect(duplicateAliases([{ alias: 'a' }, { alias: 'b' }])).toEqual([]);
  });
});

describe('unusableIframeHosts', () => {
  it('keeps lower-case host names', () => {
    expect(unusableIframeHosts(['www.youtube.com', 'player.vimeo.com', 'localhost', 'xn--eckwd4c7c.jp'])).toEqual([]);
  });

  it('names what the filter can never match', () => {
    const bad = ['https://www.youtube.com', 'www.youtube.com/embed', 'maps.example.com:443', '*.example.com', 'WWW.YouTube.com', ''];
    expect(unusableIframeHosts(bad)).toEqual(bad);
  });
});
