import { loadCollectionFeed, type CollectionFeed } from '@/features/collections/collection-feed.server';
import type { CollectionItem } from '@/features/collections/collection-item';
import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel, type HeadingLevel } from '@/ui/heading';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { CollectionCard, type ContentLanguage } from '../collection-carousel-card/collection-card';
import { defineBlock } from '../types';
import { feedRuns } from './feed-runs';
import { collectionSliderFeedTemplate } from './template';
import styles from './collection-slider-feed.module.css';

/**
 * Products of the collection feed as portrait cards in a carousel, one carousel per category when
 * grouped (decision 0060). The feed is read on the server before render; without it the block
 * shows visitors nothing and tells the editor's preview why.
 */
export const collectionSliderFeed = defineBlock({
  template: collectionSliderFeedTemplate,
  defaultContent: {
    fields: {
      title: 'ライフスタイル コレクション',
      lang: 'en',
      market: 'jp',
      collection: 'lifestyle',
      limit: 10,
      grouped: true,
      show_pagination: true,
    },
    field_groups: [],
  },
  load: ({ fields }) =>
    loadCollectionFeed({
      lang: fields.lang,
      market: fields.market,
      collection: fields.collection,
      limit: Math.trunc(fields.limit),
      grouped: fields.grouped,
    }),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    if (data.status !== 'ok' || data.items.length === 0) return <FeedUnavailable feed={data} t={t} />;
    const ids = carouselIds(context.blockId);
    const hasTitle = Boolean(fields.title);
    // Arabic items read right to left inside their cards; the page, its headings and the carousel stay Japanese.
    const contentLanguage: ContentLanguage | undefined = fields.lang === 'ar' ? { lang: 'ar', dir: 'rtl' } : undefined;
    const runs = feedRuns(data.items, fields.grouped, t('collection_feed.other_group'));
    const groupLevel = itemHeadingLevel(fields.header_tag, hasTitle);
    const cardLevel = runs[0]!.name === null ? groupLevel : itemHeadingLevel(groupLevel, true);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} />
        {runs.map((run, r) => {
          const id = runs.length > 1 ? `${ids.root}-${r + 1}` : ids.root;
          const headingId = `${id}-group`;
          const language = run.fromFeed ? contentLanguage : undefined;
          return (
            <div key={r} className={styles.group}>
              {run.name !== null ? (
                <Heading level={groupLevel} size="m" id={headingId} className={styles.groupHeading}>
                  <span lang={language?.lang} dir={language?.dir}>
                    {run.name}
                  </span>
                </Heading>
              ) : null}
              <Carousel
                id={id}
                labelledBy={run.name !== null ? headingId : hasTitle ? ids.heading : undefined}
                perView={{ sm: 1.2, md: 2.3, lg: 3.3 }}
                className={fields.show_pagination ? undefined : styles.withoutPagination}
                t={t}
                slides={run.items.map((item, i) => ({
                  key: item.id,
                  name: item.title,
                  content: (
                    <FeedCard
                      item={item}
                      level={cardLevel}
                      eager={context.index < 2 && r === 0 && i === 0}
                      contentLanguage={contentLanguage}
                      t={t}
                    />
                  ),
                }))}
              />
            </div>
          );
        })}
      </div>
    );
  },
});

function FeedCard({
  item,
  level,
  eager,
  contentLanguage,
  t,
}: {
  item: CollectionItem;
  level: HeadingLevel;
  eager: boolean;
  contentLanguage: ContentLanguage | undefined;
  t: Translate;
}) {
  const price = item.priceJpy ? formatYenFull(item.priceJpy, t) : '';
  return (
    <CollectionCard
      // A remote image: drawn as the feed serves it (CSP img-src allows https:), at the cards' portrait size.
      media={(className) => (
        <div className={className}>
          <img src={item.imageUrl} alt={item.title} width={420} height={495} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        </div>
      )}
      title={item.title}
      url={item.url}
      description={item.description}
      detail={price ? <p>{t('collection_feed.price', { price })}</p> : undefined}
      level={level}
      contentLanguage={contentLanguage}
      t={t}
    />
  );
}

/** Nothing for visitors (the section is hidden by CSS); the reason for the editor's preview. */
function FeedUnavailable({ feed, t }: { feed: CollectionFeed; t: Translate }) {
  const reason =
    feed.status === 'unconfigured'
      ? t('collection_feed.unconfigured')
      : feed.status === 'unavailable'
        ? t('collection_feed.unavailable')
        : t('collection_feed.empty');
  return (
    <p className={styles.unavailable} hidden data-collection-feed={feed.status === 'ok' ? 'empty' : feed.status}>
      {reason}
    </p>
  );
}
