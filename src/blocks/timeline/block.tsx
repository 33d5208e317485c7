import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { timelineTemplate } from './template';
import styles from './timeline.module.css';

/** An ordered list of milestones along a line: one column on phones, alternating sides from 1024 px. */
export const timeline = defineBlock({
  template: timelineTemplate,
  defaultContent: {
    fields: {
      title: 'ランドローバーの歩み',
      paragraph: '70年以上にわたり、あらゆる地形に挑む車をつくり続けてきました。',
    },
    field_groups: [
      {
        label: '1948年',
        title: '最初のランドローバーが誕生',
        text: 'アムステルダム・モーターショーで、シリーズIがデビューしました。',
        image: { id: 101303, alt: '砂丘を走るディフェンダー' },
      },
      { label: '1970年', title: 'レンジローバー登場', text: 'オフロード性能と快適性を両立した、新しいラグジュアリーSUVが誕生しました。' },
      { label: '1989年', title: 'ディスカバリー発売', text: '家族での冒険に応える、多用途なモデルとして登場しました。' },
      {
        label: '2020年',
        title: '新型ディフェンダー',
        text: '伝統を受け継ぎながら、最新の技術で生まれ変わりました。',
        image: { id: 101304, alt: '森の中のディスカバリー' },
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const itemLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.intro} />
        <ol className={styles.timeline}>
          {groups.map((item, i) => (
            <li key={i} className={styles.item}>
              <div className={styles.body}>
                <p className={styles.label}>{item.label}</p>
                <Heading level={itemLevel} size="m" className={styles.title}>
                  {item.title}
                </Heading>
                {item.text ? <p className={styles.text}>{item.text}</p> : null}
              </div>
              <Picture
                image={item.image}
                sizes="(min-width: 1024px) 560px, 100vw"
                priority={context.index < 2 && i < 2}
                className={styles.image}
              />
            </li>
          ))}
        </ol>
      </div>
    );
  },
});
