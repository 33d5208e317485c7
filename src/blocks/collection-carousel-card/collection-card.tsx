import type { ReactNode } from 'react';
import type { Translate } from '@/i18n/i18n';
import { Heading, type HeadingLevel } from '@/ui/heading';
import { collectionHref, linkAttributes, LinkNote } from '../collection-item/collection-link';
import styles from './collection-carousel-card.module.css';

/** The language of a card's own texts when it is not the page's (a feed asked in Arabic), and their direction. */
export interface ContentLanguage {
  lang: string;
  dir: 'ltr' | 'rtl';
}

/**
 * A portrait card that is one link — its title, stretched over the card — so a card is one tab
 * stop (decision 0053). The collection carousel card's slides, and the collection slider feed's
 * items (decision 0060), which bring their own image and a price.
 */
export function CollectionCard({
  media,
  title,
  url,
  openInNewTab = false,
  description,
  detail,
  level,
  contentLanguage,
  t,
}: {
  /** Draws the image with the card's media class (a stored picture, or a feed's remote image). */
  media: (className: string | undefined) => ReactNode;
  title: string;
  url?: string;
  openInNewTab?: boolean;
  description?: string;
  /** Our own words under the description (a price): in the page's language even on a foreign card. */
  detail?: ReactNode;
  level: HeadingLevel;
  contentLanguage?: ContentLanguage;
  t: Translate;
}) {
  const link = collectionHref(url);
  // The site is Japanese (<html lang="ja">): what we add to a foreign card says so.
  const ownLang = contentLanguage ? 'ja' : undefined;
  return (
    <article className={styles.card} lang={contentLanguage?.lang} dir={contentLanguage?.dir}>
      {media(styles.media)}
      <Heading level={level} size="s" className={styles.title}>
        {link ? (
          <a className={styles.link} href={link.href} {...linkAttributes(link, openInNewTab)}>
            {title}
            {ownLang && (link.external || openInNewTab) ? (
              <span lang={ownLang}>
                <LinkNote external={link.external} newTab={openInNewTab} t={t} />
              </span>
            ) : (
              <LinkNote external={link.external} newTab={openInNewTab} t={t} />
            )}
          </a>
        ) : (
          title
        )}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {detail ? (
        <div lang={ownLang} className={styles.detail}>
          {detail}
        </div>
      ) : null}
    </article>
  );
}
