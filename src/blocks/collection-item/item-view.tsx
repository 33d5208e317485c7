import type { Translate } from '@/i18n/i18n';
import { Heading, type HeadingLevel, type HeadingSize } from '@/ui/heading';
import linkStyles from '@/ui/link-button.module.css';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { collectionHref, linkAttributes, LinkNote } from './collection-link';
import styles from './collection-item.module.css';

export interface CollectionItemContent {
  image: ResolvedImage | null;
  title: string;
  description?: string;
  url?: string;
  open_in_new_tab: boolean;
  link_label?: string;
}

/** A collection item: its portrait image beside the title, text and link (the block, and each slide of the collection slider). */
export function CollectionItemView({
  item,
  level,
  size,
  imagePosition = 'left',
  priority,
  t,
}: {
  item: CollectionItemContent;
  level: HeadingLevel;
  size: HeadingSize;
  imagePosition?: 'left' | 'right';
  priority: boolean;
  t: Translate;
}) {
  const link = collectionHref(item.url);
  return (
    <div className={[styles.item, imagePosition === 'right' ? styles.imageRight : ''].join(' ')}>
      <Picture image={item.image} sizes="(min-width: 741px) 420px, 100vw" priority={priority} className={styles.media} />
      <div className={styles.body}>
        <Heading level={level} size={size}>
          {item.title}
        </Heading>
        {item.description ? <p className={styles.description}>{item.description}</p> : null}
        {link ? (
          <a
            className={`${linkStyles.button} ${linkStyles.secondary} ${styles.link}`}
            href={link.href}
            {...linkAttributes(link, item.open_in_new_tab)}
          >
            {item.link_label || t('collection.more')}
            <LinkNote external={link.external} newTab={item.open_in_new_tab} t={t} />
          </a>
        ) : null}
      </div>
    </div>
  );
}
