import Link from 'next/link';
import { NewsCardList } from '@/features/news/components/news-card-list';
import { NewsNotice } from '@/features/news/components/news-notice';
import { RememberNewsPage } from '@/features/news/components/islands';
import { listPageHref, paginationText } from '@/features/news/news-paging';
import { Heading, headingLevels, type HeadingLevel } from '@/ui/heading';
import { defineBlock } from '../types';
import { loadNewsList } from './load.server';
import { newsTemplate } from './template';
import styles from './news.module.css';

/** Card titles sit one level below the block's title (h2 → h3); without a title, at its level. */
function cardLevel(level: HeadingLevel, hasTitle: boolean): HeadingLevel {
  return hasTitle ? (headingLevels[Math.min(headingLevels.indexOf(level) + 1, headingLevels.length - 1)] ?? 'h6') : level;
}

/**
 * The news list (blocks.md 2.19). Rendered per request — the page comes from `?currentPage` — from
 * the cached list (decision 0045); pagination is links, so it works without JavaScript. The island
 * remembers the page for the articles' back link.
 */
export const news = defineBlock({
  template: newsTemplate,
  dynamic: true,
  defaultContent: {
    fields: { title: 'ニュース', header_tag: 'h2', background_color: 'light-theme', date_locale: 'ja-JP' },
    field_groups: [],
  },
  load: (_content, context) => loadNewsList(context),
  Component: ({ fields, data, context }) => {
    const { t, blockId } = context;
    const text = (value: string | undefined, key: string) => value || t(`news.${key}`);
    const headingId = `news-${blockId}`;
    return (
      <div className="grid-container">
        {fields.title ? (
          <Heading level={fields.header_tag} size="l" id={headingId} className={styles.title}>
            {fields.title}
          </Heading>
        ) : null}
        {data.kind === 'error' ? (
          <NewsNotice
            role="alert"
            heading={text(fields.error_heading, 'error_heading')}
            message={text(fields.error_message, 'error_message')}
          />
        ) : data.items.length === 0 ? (
          <NewsNotice
            role="status"
            heading={text(fields.no_results_heading, 'no_results_heading')}
            message={text(fields.no_results_message, 'no_results_message')}
          />
        ) : (
          <>
            <NewsCardList
              items={data.items}
              headingLevel={cardLevel(fields.header_tag, Boolean(fields.title))}
              cardClassName={fields.background_color}
              dateLocale={fields.date_locale}
              readMoreLabel={text(fields.read_more_label, 'read_more')}
            />
            {data.pageCount > 1 ? (
              <nav aria-label={t('news.pagination_label')} className={styles.pagination}>
                {data.page > 1 ? (
                  <Link href={listPageHref(data.path, data.page - 1)} rel="prev" className={styles.pageLink}>
                    <span aria-hidden="true">←</span> {t('news.previous')}
                  </Link>
                ) : null}
                <span className={styles.pageOf}>
                  {data.page} {paginationText(text(fields.pagination_text, 'pagination_text'), data.pageCount)}
                </span>
                {data.page < data.pageCount ? (
                  <Link href={listPageHref(data.path, data.page + 1)} rel="next" className={styles.pageLink}>
                    {t('news.next')} <span aria-hidden="true">→</span>
                  </Link>
                ) : null}
              </nav>
            ) : null}
            <RememberNewsPage path={data.path} page={data.page} />
          </>
        )}
      </div>
    );
  },
});
