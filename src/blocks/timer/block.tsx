import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { defineBlock } from '../types';
import { countdownParts, parseEndDate } from './countdown';
import { Countdown } from './islands';
import { timerTemplate } from './template';
import styles from './timer.module.css';

/** The deadline as a Japanese reader writes it, in Japan time: 2027年3月31日(水) 18:00. */
const deadlineFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * The countdown's value at render time is in the HTML (a cached page may be older: the island
 * corrects it at once), and the deadline itself is always written out, so the block says what it
 * means without JavaScript. A date that cannot be read is a content error: the block error, logged.
 */
export const timer = defineBlock({
  template: timerTemplate,
  defaultContent: {
    fields: {
      title: '決算フェア 開催中',
      paragraph: '期間中にご成約のお客様に、特別金利とメンテナンスパックをご用意しています。',
      end_date: '2027-03-31T18:00',
      end_text: '決算フェアは終了しました。たくさんのご来場、誠にありがとうございました。',
      buttons: [
        {
          type: 'internal',
          url: '/forms/test-drive',
          label: '来店・試乗を予約する',
          target: '_self',
          button_type: 'primary',
          size: 'medium',
        },
      ],
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => {
    const end = parseEndDate(fields.end_date);
    if (end === null) throw new Error(`timer: end_date "${fields.end_date}" is not a date (YYYY-MM-DDTHH:mm)`);
    const initial = countdownParts(end, Date.now());
    const { t } = context;
    const endText = fields.end_text || t('timer.ended');
    return (
      <div className={['grid-container', styles.timer].join(' ')}>
        <BlockIntro fields={fields} />
        <div className={[fields.timer_color, styles.panel].join(' ')}>
          {initial ? (
            <Countdown
              end={end}
              initial={initial}
              deadline={{ iso: new Date(end).toISOString(), text: t('timer.until', { date: deadlineFormat.format(end) }) }}
              unitLabels={{ days: t('timer.days'), hours: t('timer.hours'), minutes: t('timer.minutes'), seconds: t('timer.seconds') }}
              label={t('timer.remaining')}
              endText={endText}
              pauseLabel={t('timer.pause')}
              resumeLabel={t('timer.resume')}
            />
          ) : (
            <p className={styles.ended}>{endText}</p>
          )}
        </div>
        <LinkButtons links={fields.buttons} />
      </div>
    );
  },
});
