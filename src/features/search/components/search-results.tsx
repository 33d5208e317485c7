import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { searchHref } from '../search-params';
import type { SiteSearchResults } from '../site-search.server';
import { MarkedText } from './marked-text';
import styles from './site-search.module.css';

/** The results of one search (site.md §8 texts), or the no-results text. Links only: no JavaScript. */
export function SearchResults({ q, results, t }: { q: string; results: SiteSearchResults; t: Translate }) {
  if (results.total === 0) {
    return (
      <p className={styles.empty} role="status">
        {t('search.no_results')}
      </p>
    );
  }
  return (
    <section aria-labelledby="search-results-title">
      <Heading level="h2" size="s" id="search-results-title">
        {t('search.results_title', { resultNumber: results.total, searchValue: q })}
      </Heading>
      <ol className={styles.results}>
        {results.hits.map((hit) => (
          <li key={`${hit.kind}:${hit.url}`} className={styles.hit}>
            <p className={styles.kind}>{t(`search.kind_${hit.kind}`)}</p>
            <h3 className={styles.hitTitle}>
              <Link href={hit.url}>
                <MarkedText parts={hit.title} />
              </Link>
            </h3>
            {hit.excerpt.length ? (
              <p className={styles.excerpt}>
                <MarkedText parts={hit.excerpt} />
              </p>
            ) : hit.kind === 'model' ? (
              <p className={styles.excerpt}>{t('search.model_excerpt')}</p>
            ) : null}
          </li>
        ))}
      </ol>
      <SearchPager q={q} page={results.page} pageCount={results.pageCount} t={t} />
    </section>
  );
}

function SearchPager({ q, page, pageCount, t }: { q: string; page: number; pageCount: number; t: Translate }) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('search.pagination')}>
      {page > 1 ? (
        <Link href={searchHref({ q, page: page - 1 })} rel="prev">
          {t('search.prev')}
        </Link>
      ) : null}
      <span aria-current="page">{t('search.page_of', { page, pages: pageCount })}</span>
      {page < pageCount ? (
        <Link href={searchHref({ q, page: page + 1 })} rel="next">
          {t('search.next')}
        </Link>
      ) : null}
    </nav>
  );
}
