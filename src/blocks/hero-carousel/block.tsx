import { defineBlock, type BlockProps } from '../types';
import { HeroCarousel } from './islands';
import { SlideView } from './slide-view';
import { slideDurationMs, videoSources } from './slides';
import { heroCarousel2Template, heroCarouselLimits, heroCarouselTemplate } from './template';
import styles from './hero-carousel.module.css';

type Props = BlockProps<typeof heroCarouselTemplate.fields, typeof heroCarouselTemplate.field_groups_template>;

/**
 * The two hero carousels of blocks.md §2.20 share this component (decision 0052): the 2.0 names
 * its slides on tabs under the image, the first one marks them with dots over it. Every slide is
 * in the server's HTML; the island (islands.tsx) makes it a carousel.
 */
function carouselOf(variant: 'classic' | 'tabs') {
  return function HeroCarouselBlock({ fields, groups, context }: Props) {
    // No slides yet (an editor removed them all): an empty section, not the block error a null would be.
    if (!groups.length) return <></>;
    const { t } = context;
    const total = groups.length;
    // The first slide's image is the largest paint of a hero at the top (site.md §9: the first two blocks).
    const priority = context.index < 2 || fields.is_ffi;
    const slides = groups.map((slide, i) => {
      const position = i + 1;
      const label = slide.info || slide.image?.alt || t('hero_carousel.slide_name', { position });
      return {
        id: `hero-${context.blockId}-slide-${position}`,
        label,
        positionLabel: t('hero_carousel.slide_position', { position, total }),
        durationMs: slideDurationMs(fields.slide_duration, slide),
        hasBackgroundVideo: slide.video_type === 'video_background' && videoSources(slide).length > 0,
        content: <SlideView slide={slide} fields={fields} priority={priority && i === 0} label={label} />,
      };
    });
    const classes = [
      styles.hero,
      styles[variant],
      fields.has_wide_ratio ? styles.wide : '',
      fields.high_layout ? styles.high : '',
      fields.has_banner ? styles.banner : '',
      fields.has_touch_devices_slides_limit ? styles.touchLimit : '',
    ];
    return (
      <div
        className={classes.filter(Boolean).join(' ')}
        // MXO personalisation replaces the content of marked heroes in the browser (blocks.md §2.20).
        data-mxo={fields.has_mxo ? '' : undefined}
        data-offer-key={fields.offer_key || undefined}
      >
        <HeroCarousel
          variant={variant}
          slides={slides}
          autoplay={fields.autoplay}
          showPlayPause={fields.show_play_pause}
          hasTimer={fields.has_timer}
          touchLimit={fields.has_touch_devices_slides_limit ? heroCarouselLimits.touchSlides : null}
          videoOnPhones={fields.has_mobile_video}
          offerKey={fields.offer_key || undefined}
          labels={{
            carousel: t('hero_carousel.label'),
            carouselRole: t('hero_carousel.carousel_role'),
            slideRole: t('hero_carousel.slide_role'),
            indicators: t('hero_carousel.indicators'),
            previous: t('hero_carousel.previous'),
            next: t('hero_carousel.next'),
            pause: t('hero_carousel.pause'),
            play: t('hero_carousel.play'),
          }}
        />
      </div>
    );
  };
}

const button = (url: string, label: string) =>
  ({ type: 'internal', url, label, target: '_self', button_type: 'primary', size: 'medium' }) as const;

export const heroCarousel = defineBlock({
  template: heroCarouselTemplate,
  defaultContent: {
    fields: { autoplay: true, show_play_pause: true, slide_duration: 6000, has_timer: false, header_tag: 'h2', header_size: 'xl' },
    field_groups: [
      {
        image: { id: 101300, alt: '山道を走るSUV' },
        info: '新型ディフェンダー 110',
        description: 'どんな道も、自分らしく。進化した走破性と上質な室内空間。',
        price: 'メーカー希望小売価格（消費税込）898万円〜',
        button_link: button('/models', 'モデルを見る'),
      },
      {
        image: { id: 101301, alt: '夕暮れの海岸線' },
        info: '夕暮れの海岸線を、静かに。',
        description: '電動化したパワートレインが、しなやかで力強い走りを生み出します。',
        button_link: button('/stock', '在庫車を探す'),
      },
      {
        image: { id: 101302, alt: 'レンジローバー' },
        info: '認定中古車フェア開催中',
        description: '厳しい点検をクリアした認定中古車を、全国の正規販売店で。',
        button_link: button('/stock?filter%5Bstate_in%5D%5B%5D=approved', '認定中古車を見る'),
      },
    ],
  },
  Component: carouselOf('classic'),
});

export const heroCarousel2 = defineBlock({
  template: heroCarousel2Template,
  defaultContent: {
    fields: { autoplay: true, show_play_pause: true, slide_duration: 6000, has_timer: true, header_tag: 'h2', header_size: 'xl' },
    field_groups: [
      {
        image: { id: 101303, alt: 'ディフェンダー' },
        info: 'ディフェンダー',
        description: '不可能を可能にする、タフさと洗練。',
        price: 'メーカー希望小売価格（消費税込）898万円〜',
        button_link: button('/models', 'ディフェンダーを見る'),
      },
      {
        image: { id: 101304, alt: 'ディスカバリー' },
        info: 'ディスカバリー',
        description: '7人がゆったり座れる、家族のための一台。',
        price: 'メーカー希望小売価格（消費税込）1,025万円〜',
        button_link: button('/models', 'ディスカバリーを見る'),
      },
      {
        image: { id: 101302, alt: 'レンジローバー' },
        info: 'レンジローバー',
        description: '比類なき洗練を、すべての移動に。',
        price: 'メーカー希望小売価格（消費税込）1,930万円〜',
        button_link: button('/models', 'レンジローバーを見る'),
      },
      {
        image: { id: 101300, alt: '山道を走るSUV' },
        info: '試乗のご予約',
        description: 'お近くの正規販売店で、ご希望の日時に試乗いただけます。',
        button_link: button('/forms/test-drive', '試乗を予約する'),
      },
    ],
  },
  Component: carouselOf('tabs'),
});
