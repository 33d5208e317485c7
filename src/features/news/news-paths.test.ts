import { describe, expect, it } from 'vitest';
import { isNewsSlug, newsArticlePath, slugOfNewsPath } from './news-paths';

describe('news paths', () => {
  it.each(['new-defender-2026', 'a', '2027', 'range-rover-sport-2027-model-year'])('%s is a slug', (slug) =>
    expect(isNewsSlug(slug)).toBe(true),
  );

  it.each(['', 'New-Defender', 'a--b', '-a', 'a-', 'a_b', 'ニュース', 'a/b', 'a.b', 'x'.repeat(121)])('%j is no slug', (slug) =>
    expect(isNewsSlug(slug)).toBe(false),
  );

  it('finds the slug of an article address only', () => {
    expect(newsArticlePath('winter-campaign')).toBe('/news/winter-campaign');
    expect(slugOfNewsPath('/news/winter-campaign')).toBe('winter-campaign');
    expect(slugOfNewsPath('/news')).toBeNull();
    expect(slugOfNewsPath('/news/a/b')).toBeNull();
    expect(slugOfNewsPath('/news/Bad_Slug')).toBeNull();
    expect(slugOfNewsPath('/newsx/a')).toBeNull();
  });
});
