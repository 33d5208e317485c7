import { describe, expect, it } from 'vitest';
import { demoNews } from './demo-news';
import { newsInputSchema } from './news-input';
import { newsPageSize } from './news-paging';

describe('demo news', () => {
  const parsed = demoNews.map((article) => newsInputSchema.parse(article));

  it('fills two pages of the list with published Japanese articles', () => {
    expect(parsed.length).toBeGreaterThan(newsPageSize);
    expect(parsed.length).toBeLessThanOrEqual(2 * newsPageSize);
    for (const article of parsed) expect([article.status, article.locale, article.market]).toEqual(['published', 'ja', 'JP']);
  });

  it('has one slug per article, dated in the past, newest first', () => {
    expect(new Set(parsed.map((a) => a.slug)).size).toBe(parsed.length);
    const dates = parsed.map((a) => Date.parse(a.published_at!));
    expect(dates.every((d) => d < Date.parse('2026-11-26T00:00:00+09:00'))).toBe(true);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('includes a recall notice in the customary wording and marks every article as a sample', () => {
    const recall = parsed.find((a) => a.title.startsWith('リコールのお知らせ'))!;
    for (const words of ['国土交通省', '不具合の部位', '改善措置の内容', '対象車両']) expect(recall.body).toContain(words);
    for (const article of parsed) expect(article.body).toContain('デモサイト用のサンプル');
  });
});
