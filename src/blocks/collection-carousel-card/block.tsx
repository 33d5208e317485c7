import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { collectionGroupUrlIssues } from '../collection-item/collection-link';
import { defineBlock } from '../types';
import { CollectionCard } from './collection-card';
import { collectionCarouselCardTemplate } from './template';

/** Each card is one link (its title, stretched over the card), so a card is one tab stop. */
export const collectionCarouselCard = defineBlock({
  template: collectionCarouselCardTemplate,
  defaultContent: {
    fields: { title: 'ライフスタイル コレクション' },
    field_groups: [
      {
        image: { id: 101302, alt: 'レザーのトラベルバッグ' },
        url: '/collection/travel',
        title: 'トラベル',
        description: '上質なレザーで仕立てた、週末の旅のためのバッグ。',
      },
      {
        image: { id: 101303, alt: 'アウトドアで使うディフェンダーのギア' },
        url: '/collection/outdoor',
        title: 'アウトドア',
        description: '悪路にも街にもなじむ、タフなギアとアパレル。',
      },
      {
        image: { id: 101304, alt: 'ヘリテージ デザインのスケールモデル' },
        url: 'https://shop.example.jp/heritage',
        open_in_new_tab: true,
        title: 'ヘリテージ',
        description: '歴代モデルのスケールモデルとアーカイブ作品（オンラインストア）。',
      },
      {
        image: { id: 101301, alt: '子ども用のライドオンカー' },
        url: '/collection/kids',
        title: 'キッズ',
        description: '小さなドライバーのための、本格的なライドオンカー。',
      },
    ],
  },
  rules: collectionGroupUrlIssues,
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const ids = carouselIds(context.blockId);
    const cardLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} />
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          perView={{ sm: 1.2, md: 2.3, lg: 3.3 }}
          t={t}
          slides={groups.map((card, i) => ({
            key: `${i}`,
            name: card.title,
            content: (
              <CollectionCard
                media={(className) => (
                  <Picture
                    image={card.image}
                    sizes="(min-width: 1024px) 30vw, (min-width: 741px) 43vw, 83vw"
                    priority={context.index < 2 && i < 4}
                    className={className}
                  />
                )}
                title={card.title}
                url={card.url}
                openInNewTab={card.open_in_new_tab}
                description={card.description}
                level={cardLevel}
                t={t}
              />
            ),
          }))}
        />
      </div>
    );
  },
});
