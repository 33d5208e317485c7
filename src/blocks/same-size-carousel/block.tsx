import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { defineBlock } from '../types';
import { sameSizeCarouselTemplate } from './template';
import styles from './same-size-carousel.module.css';

const sizesByView = {
  '2': '(min-width: 1024px) 50vw, (min-width: 741px) 66vw, 85vw',
  '3': '(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 85vw',
  '4': '(min-width: 1024px) 25vw, (min-width: 741px) 50vw, 85vw',
} as const;

export const sameSizeCarousel = defineBlock({
  template: sameSizeCarouselTemplate,
  defaultContent: {
    fields: { title: 'オーナーシップ', paragraph: 'ご購入後も、専門スタッフが快適なカーライフを支えます。' },
    field_groups: [
      {
        image: { id: 101300, alt: 'サービス工場で点検を受けるSUV' },
        title: 'メンテナンスプログラム',
        paragraph: '新車登録から3年間、定期点検と消耗品の交換を無償で行います。',
        link: {
          type: 'internal',
          url: '/ownership/maintenance',
          label: '詳しく見る',
          button_type: 'tertiary',
          size: 'small',
          target: '_self',
        },
      },
      {
        image: { id: 101301, alt: '夕暮れの海岸線を走る車' },
        title: 'ロードサイドアシスタンス',
        paragraph: '24時間365日、全国どこでも緊急時のサポートをご提供します。',
        link: {
          type: 'internal',
          url: '/ownership/assistance',
          label: '詳しく見る',
          button_type: 'tertiary',
          size: 'small',
          target: '_self',
        },
      },
      {
        image: { id: 101302, alt: '正規販売店のショールーム' },
        title: '延長保証',
        paragraph: '新車保証終了後も、最長で登録から7年まで保証を延長できます。',
        link: {
          type: 'internal',
          url: '/ownership/warranty',
          label: '詳しく見る',
          button_type: 'tertiary',
          size: 'small',
          target: '_self',
        },
      },
      {
        image: { id: 101303, alt: 'スマートフォンのアプリで車両を確認する様子' },
        title: 'コネクテッドサービス',
        paragraph: 'スマートフォンから車両の状態確認やリモート操作ができます。',
        link: {
          type: 'internal',
          url: '/ownership/connected',
          label: '詳しく見る',
          button_type: 'tertiary',
          size: 'small',
          target: '_self',
        },
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const ids = carouselIds(context.blockId);
    const perView = Number(fields.items_per_view);
    const cardLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} className={styles.intro} />
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          perView={{ sm: 1.15, md: Math.min(perView, 2) + 0.2, lg: perView }}
          t={context.t}
          slides={groups.map((card, i) => ({
            key: `${i}`,
            name: card.title,
            content: (
              <article className={styles.card}>
                <Picture
                  image={card.image}
                  sizes={sizesByView[fields.items_per_view]}
                  priority={context.index < 2 && i < perView}
                  className={styles.media}
                />
                <Heading level={cardLevel} size="s">
                  {card.title}
                </Heading>
                {card.paragraph ? <p className={styles.text}>{card.paragraph}</p> : null}
                <LinkButtons links={[card.link]} className={styles.link} />
              </article>
            ),
          }))}
        />
      </div>
    );
  },
});
