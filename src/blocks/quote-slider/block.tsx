import { BlockIntro } from '@/ui/block-intro';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { defineBlock } from '../types';
import { quoteSliderTemplate } from './template';
import styles from './quote-slider.module.css';

export const quoteSlider = defineBlock({
  template: quoteSliderTemplate,
  defaultContent: {
    fields: { title: 'オーナーの声', theme: 'light-theme' },
    field_groups: [
      {
        quote: '雪の峠道でも、家族を乗せて不安なく走れる。この安心感は、ほかの車では得られませんでした。',
        author: '佐藤 健一 様',
        author_position: 'ディフェンダー 110 オーナー（北海道）',
      },
      {
        quote: '静かで、しなやかで、どこまでも上質。長距離の出張が、楽しみな時間に変わりました。',
        author: '高橋 美咲 様',
        author_position: 'レンジローバー オーナー（東京都）',
      },
      {
        quote: '7人乗りでも窮屈さがなく、キャンプ道具もすべて積める。週末の過ごし方が変わりました。',
        author: '田中 大輔 様',
        author_position: 'ディスカバリー オーナー（長野県）',
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const ids = carouselIds(context.blockId);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} headingClassName={styles.heading} />
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          autoplayMs={fields.autoplay ? fields.slide_duration : null}
          t={t}
          slides={groups.map((item, i) => ({
            key: `${i}`,
            name: item.author || t('quote_slider.quote_n', { n: i + 1 }),
            content: (
              <figure className={[styles.quote, styles[item.alignment], item.justify_text ? styles.justify : ''].filter(Boolean).join(' ')}>
                <blockquote className={styles.text}>
                  <p>{item.quote}</p>
                </blockquote>
                {item.author || item.author_position ? (
                  <figcaption className={styles.caption}>
                    {item.author ? <span className={styles.author}>{item.author}</span> : null}
                    {item.author_position ? <span className={styles.position}>{item.author_position}</span> : null}
                  </figcaption>
                ) : null}
              </figure>
            ),
          }))}
        />
      </div>
    );
  },
});
