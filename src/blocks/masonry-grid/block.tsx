import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { MasonryVideo } from './islands';
import { masonryGridTemplate } from './template';
import styles from './masonry-grid.module.css';

/** A video address the page may load: a site path or https. */
export const isVideoUrl = (url: string) => /^(\/(?!\/)|https:\/\/)\S+$/i.test(url);

/**
 * A video and a staggered ("masonry") grid of images: columns of alternating tall and wide
 * pictures, in reading order down each column. Only the video is an island; without a video URL
 * the poster stands in its place.
 */
export const masonryGrid = defineBlock({
  template: masonryGridTemplate,
  defaultContent: {
    fields: {
      title: '週末は、遠くへ。',
      paragraph: '街から山へ、海へ。走るほどに広がる景色を、ご覧ください。',
      layout_variant: 'video-top',
      video_poster: { id: 101301, alt: '夕暮れの海岸線を走るSUV' },
    },
    field_groups: [
      {
        image: { id: 101303, alt: '砂丘を進むディフェンダー' },
        title: '砂の海を越えて',
        paragraph: '地形に合わせて走りを最適化するテレイン・レスポンス。',
      },
      { image: { id: 101327, alt: '霧の中の林道を進むSUV' }, title: '霧の林道へ', paragraph: '視界の悪い道でも、確かな安心感を。' },
      {
        image: { id: 101302, alt: '湖畔に停まるレンジローバー' },
        title: '湖畔でひと休み',
        paragraph: '静粛性に優れた室内で、贅沢な時間を。',
      },
      {
        image: { id: 101300, alt: '山道を走るSUV' },
        title: '峠道をしなやかに',
        paragraph: '電子制御エアサスペンションが、カーブでも姿勢を安定させます。',
        link: { type: 'internal', url: '/models', label: 'モデル一覧', target: '_self', button_type: 'tertiary', size: 'small' },
      },
    ],
  },
  rules: ({ fields }) =>
    fields.video_url && !isVideoUrl(fields.video_url)
      ? [{ path: ['fields', 'video_url'], message: getT('ja')('block_rules.video_url') }]
      : [],
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const eager = context.index < 2;
    const itemLevel = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const poster = fields.video_poster;
    const video =
      fields.video_url && isVideoUrl(fields.video_url) && poster?.kind !== 'missing' ? (
        <MasonryVideo
          src={fields.video_url}
          poster={poster?.src}
          label={poster?.alt ?? ''}
          autoplay={fields.is_autoplay}
          playLabel={t('hero.play_video')}
          pauseLabel={t('hero.pause_video')}
        />
      ) : (
        <Picture image={poster} sizes="(min-width: 1340px) 1300px, 100vw" priority={eager} className={styles.poster} />
      );
    const media = <div className={styles.media}>{video}</div>;
    const grid = groups.length ? (
      <ul className={styles.grid}>
        {groups.map((item, i) => (
          <li key={i} className={styles.tile}>
            <Picture image={item.image} sizes="(min-width: 741px) 50vw, 100vw" className={styles.picture} />
            {item.title || item.paragraph || item.link ? (
              <div className={styles.text}>
                {item.title ? (
                  <Heading level={itemLevel} size="s">
                    {item.title}
                  </Heading>
                ) : null}
                {item.paragraph ? <p>{item.paragraph}</p> : null}
                <LinkButtons links={[item.link]} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    ) : null;
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} className={styles.paragraph} />
        <div className={styles.layout} data-variant={fields.layout_variant}>
          {/* The chosen order is the document's order, so that reading order follows the layout. */}
          {fields.layout_variant === 'video-top' ? media : null}
          {grid}
          {fields.layout_variant === 'video-bottom' ? media : null}
        </div>
      </div>
    );
  },
});
