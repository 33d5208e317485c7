import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { ImmersiveVideo } from './islands';
import { immersiveHeroTemplate } from './template';
import styles from './immersive-hero.module.css';

export const immersiveHero = defineBlock({
  template: immersiveHeroTemplate,
  retiredFields: ['padding_grid_class'],
  defaultContent: {
    fields: {
      title: '冒険は、ここから始まる。',
      header_tag: 'h2',
      paragraph: '圧倒的な走破性と上質な室内空間。',
      image: { id: 101301, alt: '夕暮れの海岸線' },
      content_placement: 'left-bottom',
      is_overlay: true,
      buttons: [{ type: 'internal', url: '/stock', label: '在庫車を探す', target: '_self', button_type: 'secondary', size: 'medium' }],
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => {
    const eager = context.index < 2;
    return (
      <div
        className={[styles.hero, styles[fields.content_placement], fields.is_overlay ? styles.overlay : ''].join(' ')}
        // MXO personalisation replaces the content of marked heroes in the browser (blocks.md §2.20).
        data-mxo={fields.has_mxo ? '' : undefined}
      >
        <div className={styles.media}>
          {fields.has_mobile_image && fields.mobile_image ? (
            <>
              <Picture image={fields.mobile_image} sizes="100vw" priority={eager} className={styles.mobileOnly} />
              <Picture image={fields.image} sizes="100vw" priority={eager} className={styles.desktopOnly} />
            </>
          ) : (
            <Picture image={fields.image} sizes="100vw" priority={eager} />
          )}
          {fields.video_url ? (
            <ImmersiveVideo
              src={fields.video_url}
              delayMs={fields.video_time}
              autoplay={fields.is_autoplay}
              playOnMobile={fields.native_video_mobile}
              playLabel={context.t('hero.play_video')}
              pauseLabel={context.t('hero.pause_video')}
            />
          ) : null}
        </div>
        <div className={styles.content}>
          <Heading level={fields.header_tag} size={fields.header_size}>
            {fields.title}
          </Heading>
          {fields.paragraph ? <p className={styles.paragraph}>{fields.paragraph}</p> : null}
          <LinkButtons links={fields.buttons} className={fields.buttons_placement === 'row' ? styles.buttonsRow : undefined} />
        </div>
      </div>
    );
  },
});
