import { Heading } from '@/ui/heading';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { RichText, type SanitizedHtml } from '@/ui/rich-text';
import { formatNewsDate, newsDateAttribute, type NewsDateLocale } from '../news-date';
import { NewsBackLink } from './news-back-link.client';
import styles from './news.module.css';

/** One article (site.md §2 single news page): back link, date, title, image and body. */
export function NewsArticleView({
  title,
  publishedAt,
  image,
  body,
  dateLocale,
  back,
}: {
  title: string;
  publishedAt: Date;
  image: ResolvedImage | null;
  body: SanitizedHtml;
  dateLocale: NewsDateLocale;
  /** The list's first page; the island swaps in the remembered page. */
  back: { href: string; label: string };
}) {
  return (
    <article className={`grid-container ${styles.article}`}>
      <NewsBackLink href={back.href} label={back.label} className={styles.back} />
      <time dateTime={newsDateAttribute(publishedAt)} className={styles.date}>
        {formatNewsDate(publishedAt, dateLocale)}
      </time>
      <Heading level="h1" size="l">
        {title}
      </Heading>
      {image ? <Picture image={image} sizes="(min-width: 880px) 800px, 100vw" priority className={styles.articleImage} /> : null}
      <RichText html={body} className={styles.articleBody} />
    </article>
  );
}
