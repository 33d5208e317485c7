import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import styles from './stock-locator.module.css';

/** Page links around the current page; plain links, so they work without JavaScript and can be shared. */
export function Pagination({ page, pages, hrefFor, t }: { page: number; pages: number; hrefFor: (page: number) => string; t: Translate }) {
  if (pages <= 1) return null;
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const numbers = Array.from({ length: Math.min(5, pages) }, (_, i) => from + i);
  return (
    <nav className={styles.pagination} aria-label={t('stock.pagination')}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev" scroll={false}>
          {t('stock.prev')}
        </Link>
      ) : null}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" aria-label={t('stock.page_n', { page: n })}>
            {n}
          </span>
        ) : (
          <Link key={n} href={hrefFor(n)} aria-label={t('stock.page_n', { page: n })} scroll={false}>
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next" scroll={false}>
          {t('stock.next')}
        </Link>
      ) : null}
    </nav>
  );
}
