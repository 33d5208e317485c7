import { getT } from '@/i18n/i18n';
import { defineBlock } from '../types';
import { collectionUrlIssue } from './collection-link';
import { CollectionItemView } from './item-view';
import { collectionItemTemplate } from './template';

export const collectionItem = defineBlock({
  template: collectionItemTemplate,
  defaultContent: {
    fields: {
      image: { id: 101302, alt: '湖畔に停まるレンジローバー' },
      title: 'レンジローバー コレクション',
      description: '上質なレザーと職人の手仕事が息づく、レンジローバーのためのライフスタイルアイテム。旅の時間を、より豊かに。',
      url: '/collection/range-rover',
      link_label: 'コレクションを見る',
    },
    field_groups: [],
  },
  rules: ({ fields }) => collectionUrlIssue(fields.url, ['fields', 'url'], getT('ja')),
  Component: ({ fields, context }) => (
    <div className="grid-container">
      <CollectionItemView
        item={fields}
        level={fields.header_tag}
        size={fields.header_size}
        imagePosition={fields.image_position}
        priority={context.index < 2}
        t={context.t}
      />
    </div>
  ),
});
