import { Window } from 'happy-dom';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { NewsArticleView } from './news-article';

async function render(element: React.ReactElement): Promise<Document> {
  const { prelude } = await prerender(element);
  const window = new Window();
  window.document.body.innerHTML = await new Response(prelude).text();
  return window.document as unknown as Document;
}

describe('NewsArticleView', () => {
  it('shows the back link to the list, the Japanese date, the title, the image and the body', async () => {
    const doc = await render(
      <NewsArticleView
        title="冬季点検キャンペーンのご案内"
        publishedAt={new Date('2026-09-18T01:00:00Z')}
        image={{ kind: 'missing', alt: '霧の中の林道', width: 900, height: 500 }}
        body={{ __html: '<p>本文です。</p>' }}
        dateLocale="ja-JP"
        back={{ href: '/news', label: 'ニュース一覧に戻る' }}
      />,
    );
    const back = doc.querySelector('a[data-news-back]')!;
    expect([back.getAttribute('href'), back.textContent]).toEqual(['/news', '← ニュース一覧に戻る']);
    expect(doc.querySelector('h1')!.textContent).toBe('冬季点検キャンペーンのご案内');
    const time = doc.querySelector('time')!;
    expect([time.textContent, time.getAttribute('datetime')]).toEqual(['2026年9月18日', '2026-09-18']);
    expect(doc.querySelector('[role="img"]')!.getAttribute('aria-label')).toBe('霧の中の林道');
    expect(doc.querySelector('article p')!.textContent).toBe('本文です。');
  });

  it('writes the date in the chosen format and leaves out a missing image', async () => {
    const doc = await render(
      <NewsArticleView
        title="t"
        publishedAt={new Date('2026-09-18T01:00:00Z')}
        image={null}
        body={{ __html: '' }}
        dateLocale="en-GB"
        back={{ href: '/news', label: 'Back to News Section' }}
      />,
    );
    expect(doc.querySelector('time')!.textContent).toBe('18 September 2026');
    expect(doc.querySelector('picture, [role="img"]')).toBeNull();
  });
});
