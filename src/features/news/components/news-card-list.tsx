import Link from 'next/link';
import { Heading, type HeadingLevel } from '@/ui/heading';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { formatNewsDate, newsDateAttribute, type NewsDateLocale } from '../news-date';
import styles from './news.module.css';

export interface NewsCardItem {
  id: number;
  href: string;
  title: string;
  summary: string;
  publishedAt: Date;
  image: ResolvedImage | null;
}

/** News articles as cards: image, date, title (a link), summary and a read-more link. */
export function NewsCardList({
  items,
  headingLevel,
  cardClassName,
  dateLocale,
  readMoreLabel,
}: {
  items: NewsCardItem[];
  headingLevel: HeadingLevel;
  /** A theme class (`light-theme`…) for the cards' background, or '' for the block's own. */
  cardClassName: string;
  dateLocale: NewsDateLocale;
  readMoreLabel: string;
}) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={[styles.card, cardClassName].filter(Boolean).join(' ')}>
            {item.image ? (
              <Picture image={item.image} sizes="(min-width: 1024px) 420px, (min-width: 741px) 50vw, 100vw" className={styles.cardImage} />
            ) : null}
            <div className={styles.cardBody}>
              <time dateTime={newsDateAttribute(item.publishedAt)} className={styles.date}>
                {formatNewsDate(item.publishedAt, dateLocale)}
              </time>
              <Heading level={headingLevel} size="s" className={styles.cardTitle}>
                <Link href={item.href} prefetch={false}>
                  {item.title}
                </Link>
              </Heading>
              {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
              <Link href={item.href} prefetch={false} className={styles.more} aria-label={`${readMoreLabel}：${item.title}`}>
                {readMoreLabel} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
