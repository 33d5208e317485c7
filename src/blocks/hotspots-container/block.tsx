import type { CSSProperties } from 'react';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { hotspotProblems, readHotspots } from './hotspots';
import { hotspotsContainerTemplate } from './template';
import styles from './hotspots-container.module.css';

/**
 * Each point is a button that opens its text as a native popover (`popovertarget`): the browser
 * opens and closes it, closes it on Escape or a click elsewhere and keeps focus on the button,
 * without any JavaScript of ours. The texts are an ordered list under the image; where popovers
 * are not supported, the list simply shows, numbered like the points (decision 0055).
 */
export const hotspotsContainer = defineBlock({
  template: hotspotsContainerTemplate,
  defaultContent: {
    fields: {
      title: '細部に宿る、上質さ。',
      paragraph: '番号を選ぶと、それぞれの装備をご覧いただけます。',
      image: { id: 101302, alt: 'レンジローバーの外観' },
      hotspots: [
        {
          x: 34,
          y: 78,
          title: '22インチ アロイホイール',
          text: '軽量かつ高剛性のアロイホイール。足元から堂々とした存在感を演出します。',
        },
        {
          x: 39,
          y: 67,
          title: 'パノラミックルーフ',
          text: '開放感あふれるガラスルーフが、後席まで自然光を届けます。',
        },
        {
          x: 45,
          y: 78,
          title: 'エレクトロニック・エアサスペンション',
          text: '路面や走行状況に合わせて車高を自動で調整し、しなやかな乗り心地を保ちます。',
        },
      ],
    },
    field_groups: [],
  },
  rules: ({ fields }) => hotspotProblems(fields.hotspots).map((message) => ({ path: ['fields', 'hotspots'], message })),
  Component: ({ fields, context }) => {
    const { t, blockId } = context;
    const hotspots = readHotspots(fields.hotspots);
    const id = (i: number) => `hotspot-${blockId}-${i + 1}`;
    const anchor = (i: number) => ({ ['--anchor' as string]: `--${id(i)}` }) as CSSProperties;
    const itemLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.paragraph} />
        <div className={styles.stage}>
          <Picture image={fields.image} sizes="(min-width: 1340px) 1300px, 100vw" priority={context.index < 2} className={styles.image} />
          {hotspots.length ? (
            <div role="group" aria-label={t('hotspots.points')}>
              {hotspots.map((spot, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.marker}
                  style={{ left: `${spot.x}%`, top: `${spot.y}%`, ...anchor(i) }}
                  popoverTarget={id(i)}
                >
                  <span aria-hidden="true">{i + 1}</span>
                  <span className="visually-hidden">{spot.title}</span>
                </button>
              ))}
            </div>
          ) : null}
        </div>
        {hotspots.length ? (
          <ol className={styles.list} aria-label={t('hotspots.list')}>
            {hotspots.map((spot, i) => (
              <li key={i} id={id(i)} popover="auto" className={styles.popover} style={anchor(i)}>
                <span className={styles.number} aria-hidden="true">
                  {i + 1}
                </span>
                <Heading level={itemLevel} size="s" className={styles.popoverTitle}>
                  {spot.title}
                </Heading>
                <p className={styles.text}>{spot.text}</p>
                <button
                  type="button"
                  className={styles.close}
                  popoverTarget={id(i)}
                  popoverTargetAction="hide"
                  aria-label={t('hotspots.close')}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    );
  },
});
