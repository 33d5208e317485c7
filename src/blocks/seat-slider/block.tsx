import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { SeatCounter } from './islands';
import { seatCounterDefault, seatSliderTemplate } from './template';
import styles from './seat-slider.module.css';

export const seatSteps = ['1', '2', '3', '4'] as const;
const frameSizes = '(min-width: 1024px) 60vw, 100vw';

/**
 * The four frames are stacked; a four-stop slider made of radio buttons picks the one shown, with
 * CSS (`:has()`), so it steps without JavaScript, by click or with the arrow keys (decision 0059).
 * Each stop is named by its frame's alt text. Only the figure is an island: it counts up.
 */
export const seatSlider = defineBlock({
  template: seatSliderTemplate,
  defaultContent: {
    fields: {
      title: '広がる荷室、自在なシートアレンジ',
      paragraph: '乗る人数と荷物に合わせて、シートを1列ずつ倒せます。スライダーを動かして、荷室の変化をご覧ください。',
      counter: seatCounterDefault,
      counter_unit: 'L',
      counter_label: '2列目・3列目を倒したときの最大荷室容量',
      // The demo seat drawings (features/media/demo-images.ts), under the alt texts they are stored with.
      frame_1: { id: 101340, alt: '3列すべてのシートを起こした室内。3列目の後ろの小さな荷室に箱が1つ（イラスト）' },
      frame_2: { id: 101341, alt: '3列目を倒した室内。広がった荷室に箱が2つ（イラスト）' },
      frame_3: { id: 101342, alt: '3列目と、2列目の手前側を倒した室内。箱が2つと、2列目まで届く長い荷物（イラスト）' },
      frame_4: { id: 101343, alt: '2列目と3列目をすべて倒した室内。平らに続く長い床に箱が4つ（イラスト）' },
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => {
    const { t, blockId } = context;
    const name = `seat-slider-${blockId}-step`;
    const frames = [fields.frame_1, fields.frame_2, fields.frame_3, fields.frame_4];
    return (
      <div className="grid-container">
        <div className={styles.seatSlider}>
          <BlockIntro fields={fields} />
          <div className={styles.layout}>
            <div className={styles.stage}>
              {frames.map((image, i) => (
                <div key={i} className={styles.frame} data-step={seatSteps[i]}>
                  <Picture image={image} sizes={frameSizes} priority={context.index < 2 && i === 0} className={styles.picture} />
                </div>
              ))}
            </div>
            <div className={styles.aside}>
              <SeatCounter value={fields.counter} unit={fields.counter_unit || undefined} label={fields.counter_label || undefined} />
              <fieldset className={styles.steps}>
                <legend className="visually-hidden">
                  {fields.title ? t('seat_slider.legend_named', { name: fields.title }) : t('seat_slider.legend')}
                </legend>
                {frames.map((image, i) => (
                  <label key={i} className={styles.step}>
                    <input type="radio" name={name} value={seatSteps[i]} defaultChecked={i === 0} className={styles.radio} />
                    <span aria-hidden="true" className={styles.stop}>
                      {i + 1}
                    </span>
                    <span className="visually-hidden">
                      {t('seat_slider.step', { n: i + 1, total: frames.length, name: image?.alt ?? '' })}
                    </span>
                  </label>
                ))}
              </fieldset>
              <LinkButtons links={fields.buttons} />
            </div>
          </div>
        </div>
      </div>
    );
  },
});
