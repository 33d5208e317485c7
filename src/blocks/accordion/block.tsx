import { Heading } from '@/ui/heading';
import { RichText } from '@/ui/rich-text';
import { defineBlock } from '../types';
import { AccordionToggleAll } from './islands';
import { accordionTemplate } from './template';
import styles from './accordion.module.css';

/**
 * Items are native <details>: they open and close without JavaScript and stay accessible;
 * only the OPEN ALL / CLOSE ALL toggle is an island.
 */
export const accordion = defineBlock({
  template: accordionTemplate,
  defaultContent: {
    fields: { title: 'よくあるご質問' },
    field_groups: [
      { title: '試乗の予約はできますか？', content: '<p>はい。お近くの正規販売店で承ります。</p>' },
      { title: '支払総額とは何ですか？', content: '<p>車両価格に諸費用を加えた、税込みのお支払い総額です。</p>' },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const id = `accordion-${context.blockId}`;
    return (
      <div className="grid-container" data-analytics="accordion">
        <div className={styles.head}>
          {fields.title ? (
            <Heading level={fields.header_tag} size={fields.header_size}>
              {fields.title}
            </Heading>
          ) : null}
          {groups.length > 1 ? (
            <AccordionToggleAll
              containerId={id}
              openLabel={fields.open_all_label || context.t('accordion.open_all')}
              closeLabel={fields.close_all_label || context.t('accordion.close_all')}
            />
          ) : null}
        </div>
        <div id={id} className={styles.items}>
          {groups.map((item, i) => (
            <details key={i} className={styles.item} open={item.is_open}>
              <summary className={styles.summary}>{item.title}</summary>
              <div className={styles.panel}>
                <RichText html={item.content} />
              </div>
            </details>
          ))}
        </div>
      </div>
    );
  },
});
