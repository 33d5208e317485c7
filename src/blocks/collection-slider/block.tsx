import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { collectionGroupUrlIssues } from '../collection-item/collection-link';
import { CollectionItemView } from '../collection-item/item-view';
import { defineBlock } from '../types';
import { collectionSliderTemplate } from './template';

export const collectionSlider = defineBlock({
  template: collectionSliderTemplate,
  defaultContent: {
    fields: { title: 'コレクション' },
    field_groups: [
      {
        image: { id: 101302, alt: '湖畔に停まるレンジローバー' },
        title: 'レンジローバー コレクション',
        description: '上質なレザーと職人の手仕事が息づく、旅のためのアイテム。',
        url: '/collection/range-rover',
      },
      {
        image: { id: 101303, alt: '岩場を走るディフェンダー' },
        title: 'ディフェンダー コレクション',
        description: 'どんな冒険にも応える、タフで機能的なギア。',
        url: '/collection/defender',
      },
      {
        image: { id: 101304, alt: '家族でキャンプを楽しむディスカバリー' },
        title: 'ディスカバリー コレクション',
        description: '家族の週末を彩る、アウトドアとトラベルのアイテム。',
        url: 'https://shop.example.jp/discovery',
        open_in_new_tab: true,
        link_label: 'オンラインストアで見る',
      },
    ],
  },
  rules: collectionGroupUrlIssues,
  Component: ({ fields, groups, context }) => {
    const ids = carouselIds(context.blockId);
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} />
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          t={context.t}
          slides={groups.map((item, i) => ({
            key: `${i}`,
            name: item.title,
            content: <CollectionItemView item={item} level={level} size="m" priority={context.index < 2 && i === 0} t={context.t} />,
          }))}
        />
      </div>
    );
  },
});
