import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Picture } from '@/ui/picture';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { defineBlock } from '../types';
import { colorButtonCarouselTemplate } from './template';
import styles from './color-button-carousel.module.css';

const colourCode = /^#[0-9a-f]{6}$/i;

/**
 * The dots are the colours: the controls island draws one round button per colour, named by the
 * colour. Without JavaScript each image carries its colour's name and swatch under it.
 */
export const colorButtonCarousel = defineBlock({
  template: colorButtonCarouselTemplate,
  defaultContent: {
    fields: { title: 'ボディカラー', paragraph: 'ディフェンダー 110 のボディカラーをご覧ください。' },
    field_groups: [
      { color_name: 'ゴンドワナストーン', color_code: '#8C8466', image: { id: 101303, alt: 'ゴンドワナストーンのディフェンダー 110' } },
      { color_name: 'サントリーニブラック', color_code: '#1B1C1E', image: { id: 101300, alt: 'サントリーニブラックのディフェンダー 110' } },
      {
        color_name: 'カルパチアングレイ',
        color_code: '#4A4E52',
        image: { id: 101301, alt: 'カルパチアングレイのディフェンダー 110' },
        description: 'プレミアムメタリック（オプション）',
      },
      { color_name: 'フジホワイト', color_code: '#F2F2EE', image: { id: 101304, alt: 'フジホワイトのディフェンダー 110' } },
    ],
  },
  rules: ({ field_groups }) => {
    const t = getT('ja');
    return field_groups.flatMap((colour, i) =>
      colourCode.test(colour.color_code) ? [] : [{ path: ['field_groups', i, 'color_code'], message: t('block_rules.color_code') }],
    );
  },
  Component: ({ fields, groups, context }) => {
    const ids = carouselIds(context.blockId);
    return (
      <div className="grid-container">
        {/* Its intro is plain text in the block's own style, not a Paragraph. */}
        <BlockIntro fields={{ ...fields, paragraph: undefined }} headingId={ids.heading} />
        {fields.paragraph ? <p className={styles.intro}>{fields.paragraph}</p> : null}
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          dots="swatches"
          t={context.t}
          slides={groups.map((colour, i) => {
            const swatch = colourCode.test(colour.color_code) ? colour.color_code : null;
            return {
              key: `${i}`,
              name: colour.color_name,
              swatch,
              content: (
                <figure className={styles.colour}>
                  <Picture
                    image={colour.image}
                    sizes="(min-width: 1340px) 1340px, 100vw"
                    priority={context.index < 2 && i === 0}
                    className={styles.media}
                  />
                  <figcaption className={styles.caption}>
                    <span className={styles.swatch} style={swatch ? { backgroundColor: swatch } : undefined} aria-hidden="true" />
                    <span className={styles.name}>{colour.color_name}</span>
                    {colour.description ? <span className={styles.description}>{colour.description}</span> : null}
                  </figcaption>
                </figure>
              ),
            };
          })}
        />
      </div>
    );
  },
});
