import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { textStepsTemplate } from './template';
import styles from './text-steps.module.css';

/** An ordered list: screen readers announce "1 of 4"; the big "ステップ 1" is decoration. */
export const textSteps = defineBlock({
  template: textStepsTemplate,
  defaultContent: {
    fields: {
      title: 'ご購入までの流れ',
      paragraph: 'ご検討から納車まで、専任のスタッフがお手伝いします。',
      buttons: [{ type: 'internal', url: '/stock', label: '在庫車を探す', target: '_self', button_type: 'primary', size: 'medium' }],
    },
    field_groups: [
      { title: 'モデルを選ぶ', text: 'ラインアップや在庫車から、ライフスタイルに合う一台をお選びください。' },
      {
        title: '試乗する',
        text: 'お近くの正規販売店で、実際の走りと乗り心地をお確かめいただけます。',
        link: {
          type: 'internal',
          url: '/forms/test-drive',
          label: '試乗を予約する',
          target: '_self',
          button_type: 'tertiary',
          size: 'small',
        },
      },
      { title: 'お見積もり・ご契約', text: '支払総額やお支払い方法を、担当者が分かりやすくご説明します。' },
      { title: '納車', text: '登録手続きのあと、ご指定の販売店でお車をお引き渡しします。' },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const stepLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.intro} />
        <ol className={styles.steps}>
          {groups.map((step, i) => (
            <li key={i} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {context.t('text_steps.step', { number: i + 1 })}
              </span>
              <Heading level={stepLevel} size="m" className={styles.title}>
                {step.title}
              </Heading>
              {step.text ? <p className={styles.text}>{step.text}</p> : null}
              <LinkButtons links={[step.link]} className={styles.link} />
            </li>
          ))}
        </ol>
        <LinkButtons links={fields.buttons} />
      </div>
    );
  },
});
