import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { accoladeImageBoxTemplate } from './template';
import styles from './accolade-image-box.module.css';

/** Drawn where an award has no badge of its own: a laurel, decoration only. */
function Laurel() {
  return (
    <svg className={styles.laurel} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <path
        d="M24 41c-6-1-12-6-14-14m14 14c6-1 12-6 14-14M11 31l-4 1m6 3l-3 3m1-12l-4-1m28 5l4 1m-6 3l3 3m-1-12l4-1M24 12l2.4 5 5.6.8-4 3.9.9 5.5-4.9-2.6-4.9 2.6.9-5.5-4-3.9 5.6-.8z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export const accoladeImageBox = defineBlock({
  template: accoladeImageBoxTemplate,
  defaultContent: {
    fields: {
      image: { id: 101302, alt: '雪山を背に停まるレンジローバー' },
      title: '世界が認めたデザインと品質',
      paragraph: 'レンジローバーは、そのデザインと洗練された走りで、世界の自動車賞で高い評価を受けてきました。',
      buttons: [
        { type: 'internal', url: '/models', label: 'レンジローバーを見る', target: '_self', button_type: 'secondary', size: 'medium' },
      ],
    },
    field_groups: [
      { title: 'ワールド・カー・デザイン・オブ・ザ・イヤー', description: 'ワールド・カー・アワード（2018年）' },
      { title: 'ワールド・ラグジュアリー・カー', description: 'ワールド・カー・アワード（2023年）' },
    ],
  },
  Component: ({ fields, groups, context }) => (
    <div className={['grid-container', styles.box, fields.image_position === 'right' ? styles.imageRight : ''].join(' ')}>
      <Picture image={fields.image} sizes="(min-width: 1024px) 50vw, 100vw" priority={context.index < 2} className={styles.image} />
      <div className={styles.content}>
        <BlockIntro fields={fields} />
        {groups.length ? (
          <ul className={styles.accolades}>
            {groups.map((award, i) => (
              <li key={i} className={styles.accolade}>
                {award.image ? <Picture image={award.image} sizes="64px" className={styles.badge} /> : <Laurel />}
                <p className={styles.award}>
                  <span className={styles.awardName}>{award.title}</span>
                  {award.description ? <span className={styles.awardBy}>{award.description}</span> : null}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <LinkButtons links={fields.buttons} />
      </div>
    </div>
  ),
});
