import { describe, expect, it } from 'vitest';
import { newsInputSchema, newsJson } from './news-input';

const minimal = { slug: 'winter-campaign', title: '冬季点検キャンペーン' };

describe('news input', () => {
  it('fills the defaults: a Japanese draft for this market, dated when saved', () => {
    expect(newsInputSchema.parse(minimal)).toEqual({
      ...minimal,
      summary: '',
      body: '',
      image_id: null,
      image_alt: '',
      status: 'draft',
      published_at: null,
      locale: 'ja',
      market: 'JP',
    });
  });

  it('names each wrong field', () => {
    const result = newsInputSchema.safeParse({
      slug: 'Bad Slug',
      title: '  ',
      status: 'live',
      published_at: '2026-11-26',
      image_id: -1,
      market: 'jp',
    });
    expect(result.success).toBe(false);
    expect(new Set(result.error!.issues.map((i) => i.path.join('.')))).toEqual(
      new Set(['slug', 'title', 'status', 'published_at', 'image_id', 'market']),
    );
  });

  it('refuses fields it does not know', () => {
    expect(newsInputSchema.safeParse({ ...minimal, publishedAt: '2026-11-26T10:00:00+09:00' }).success).toBe(false);
  });

  it('answers with snake_case fields and the article URL', () => {
    const at = new Date('2026-11-26T01:00:00Z');
    const json = newsJson({
      id: 3,
      slug: 'winter-campaign',
      title: 't',
      summary: 's',
      body: '<p>b</p>',
      imageId: null,
      imageAlt: '',
      status: 'published',
      publishedAt: at,
      locale: 'ja',
      market: 'JP',
      createdAt: at,
      updatedAt: at,
    });
    expect(json).toMatchObject({ id: 3, url: '/news/winter-campaign', published_at: '2026-11-26T01:00:00.000Z', image_id: null });
  });
});
