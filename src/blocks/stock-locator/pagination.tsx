import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import styles from './stock-locator.module.css';

/** The page numbers shown: the first, the last, and two either side of the current one; null marks a gap. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - 2; n <= page + 2; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => (i > 0 && n - sorted[i - 1]! > 1 ? [null, n] : [n]));
}

/**
 * Page links; plain links, so they work without JavaScript and can be shared. The first and last
 * pages are always one click away. `data-stock-page` lets the results island take the visitor to
 * the top of the new results.
 */
export function Pagination({ page, pages, hrefFor, t }: { page: number; pages: number; hrefFor: (page: number) => string; t: Translate }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={t('stock.pagination')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" scroll={false} data-stock-page="">
          {t('stock.prev')}
        </Link>
      ) : null}
      {pageNumbers(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          // A link to itself, so its name "Nページ目" is on an element that may carry one.
          <Link key={n} href={hrefFor(n)} aria-current="page" aria-label={t('stock.page_n', { page: n })} scroll={false}>
            {n}
          </Link>
        ) : (
          <Link key={n} href={hrefFor(n)} aria-label={t('stock.page_n', { page: n })} scroll={false} data-stock-page="">
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next" scroll={false} data-stock-page="">
          {t('stock.next')}
        </Link>
      ) : null}
    </nav>
  );
}
