import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { contentBlocksTemplate } from './template';
import styles from './content-blocks.module.css';

const sizesByColumns = {
  '1': '(min-width: 1340px) 1340px, 100vw',
  '2': '(min-width: 741px) 50vw, 100vw',
  '3': '(min-width: 1024px) 33vw, (min-width: 741px) 50vw, 100vw',
  '4': '(min-width: 1024px) 25vw, (min-width: 741px) 50vw, 100vw',
} as const;

export const contentBlocks = defineBlock({
  template: contentBlocksTemplate,
  defaultContent: {
    fields: { title: 'ラインアップ', items_per_row: '3' },
    field_groups: [
      { title: 'レンジローバー', paragraph: '比類なき洗練。', image: { id: 101302, alt: 'レンジローバー' } },
      { title: 'ディフェンダー', paragraph: '不可能を可能に。', image: { id: 101303, alt: 'ディフェンダー' } },
      { title: 'ディスカバリー', paragraph: '家族との冒険へ。', image: { id: 101304, alt: 'ディスカバリー' } },
    ],
  },
  Component: ({ fields, groups, context }) => (
    <div className="grid-container">
      {fields.title ? (
        <Heading level={fields.header_tag} size={fields.header_size}>
          {fields.title}
        </Heading>
      ) : null}
      <ul className={styles.grid} style={{ ['--columns' as string]: fields.items_per_row }}>
        {groups.map((item, i) => (
          <li key={i} className={styles.card}>
            <Picture
              image={item.image}
              sizes={sizesByColumns[fields.items_per_row]}
              priority={context.index < 2 && i < 4}
              className={styles.image}
            />
            <Heading level={item.header_tag} size="m">
              {item.title}
            </Heading>
            {item.paragraph ? <p>{item.paragraph}</p> : null}
            <LinkButtons links={[item.link]} />
          </li>
        ))}
      </ul>
    </div>
  ),
});
