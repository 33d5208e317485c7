import 'server-only';
import { getLivePage } from '@/features/pages/pages.server';
import { defaultNewsDateLocale, isNewsDateLocale, type NewsDateLocale } from '@/features/news/news-date';
import { newsListPath } from '@/features/news/news-paths';
import type { Translate } from '@/i18n/i18n';
import { news } from './block';

export interface NewsSectionTexts {
  /** The list's first page: where the back link goes without JavaScript. */
  listPath: string;
  backLabel: string;
  dateLocale: NewsDateLocale;
}

/**
 * What an article page (/news/{slug}) takes from the news block of the live /news page: the back
 * button label and the date format. No page or no block there: the translated defaults. Cached
 * with the /news page (its tag), so editing that page re-renders the articles.
 */
export async function newsSectionTexts(t: Translate): Promise<NewsSectionTexts> {
  const live = await getLivePage(newsListPath);
  const block = live?.blocks.find((b) => b.templateKey === news.template.key);
  const parsed = block ? news.schemas.render.safeParse(block.content) : null;
  const fields: Record<string, unknown> = parsed?.success ? parsed.data.fields : {};
  const backLabel = typeof fields.back_button_label === 'string' ? fields.back_button_label.trim() : '';
  return {
    listPath: newsListPath,
    backLabel: backLabel || t('news.back'),
    dateLocale: isNewsDateLocale(fields.date_locale) ? fields.date_locale : defaultNewsDateLocale,
  };
}
