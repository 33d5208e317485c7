import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { collectionHref, collectionUrlIssue, levelBelow } from './collection-link';

describe('collection links', () => {
  it('treats http(s) URLs as external and everything else as a path on this site', () => {
    expect(collectionHref('https://shop.example.jp/a')).toEqual({ href: 'https://shop.example.jp/a', external: true });
    expect(collectionHref('HTTP://shop.example.jp')).toEqual({ href: 'HTTP://shop.example.jp', external: true });
    expect(collectionHref('/models/defender')).toEqual({ href: '/models/defender', external: false });
    expect(collectionHref('models/defender?x=1')).toEqual({ href: '/models/defender?x=1', external: false });
    expect(collectionHref('#colours')).toEqual({ href: '#colours', external: false });
    expect(collectionHref(' /a ')).toEqual({ href: '/a', external: false });
    expect([collectionHref(''), collectionHref(undefined), collectionHref('  ')]).toEqual([null, null, null]);
  });

  it('makes no link of other schemes or URLs that leave the site in disguise', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'mailto:a@b.jp',
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'http://',
    ]) {
      expect([url, collectionHref(url)]).toEqual([url, null]);
    }
  });

  it('refuses such a URL on save with a Japanese message, and accepts an empty one', () => {
    const t = getT('ja');
    expect(collectionUrlIssue('javascript:alert(1)', ['fields', 'url'], t)).toEqual([
      {
        path: ['fields', 'url'],
        message: 'リンク先は「/」で始まるサイト内のパス、または「https://」「http://」で始まるURLで入力してください。',
      },
    ]);
    expect(collectionUrlIssue('', ['fields', 'url'], t)).toEqual([]);
    expect(collectionUrlIssue(undefined, ['fields', 'url'], t)).toEqual([]);
    expect(collectionUrlIssue('collection/a', ['fields', 'url'], t)).toEqual([]);
  });

  it('puts items one heading level below the block title, never below h6', () => {
    expect([levelBelow('h2'), levelBelow('h5'), levelBelow('h6')]).toEqual(['h3', 'h6', 'h6']);
  });
});
