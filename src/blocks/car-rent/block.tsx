import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { Icon } from '@/ui/icon';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { carRentItems } from './items';
import { carRentTemplate } from './template';
import carCard from './car-card.module.css';
import styles from './car-rent.module.css';

/**
 * Car rent (blocks.md §2.18, decision 0067): the rental fleet as cards — picture, name, the daily
 * price in 円 (tax included) or 「料金はお問い合わせください」, up to eight icon and text pairs and up to
 * five pieces of additional equipment, folded in a native disclosure. No JavaScript.
 */
export const carRent = defineBlock({
  template: carRentTemplate,
  defaultContent: {
    fields: {
      title: 'レンタカーのラインアップ',
      paragraph: '最新のランドローバーを1日からお借りいただけます。料金は24時間あたり、車両補償と消費税を含みます。',
      disclaimer: 'ご利用には運転免許証の取得後1年以上が必要です。燃料は満タンでご返却ください。',
    },
    field_groups: [
      {
        image: { id: 101303, alt: 'ディフェンダー 110' },
        title: 'ディフェンダー 110 X-DYNAMIC SE D300',
        subtitle: 'ディフェンダー',
        daily_price: 38_500,
        price_context: '24時間・補償込み',
        icon_1: 'car',
        icon_text_1: '5人乗り',
        icon_2: 'tag',
        icon_text_2: 'ディーゼル',
        icon_3: 'shield',
        icon_text_3: '4WD',
        icon_4: 'wrench',
        icon_text_4: 'オートマチック',
        icon_5: 'info',
        icon_text_5: '5ドア',
        icon_6: 'calendar',
        icon_text_6: '1日から',
        icon_7: 'location',
        icon_text_7: '全店で貸出',
        icon_8: 'phone',
        icon_text_8: '24時間サポート',
        equipment_1: 'チャイルドシート',
        equipment_price_1: 1_100,
        equipment_2: 'サイクルキャリア',
        equipment_price_2: 2_200,
        equipment_3: 'ルーフボックス',
        equipment_price_3: 3_300,
        equipment_4: 'スノーチェーン',
        equipment_price_4: 1_650,
        equipment_5: 'ETC車載器',
        equipment_price_5: 0,
      },
      {
        image: { id: 101302, alt: 'レンジローバー' },
        title: 'レンジローバー AUTOBIOGRAPHY P530',
        subtitle: 'レンジローバー',
        price_context: '長期のご利用もご相談ください',
        icon_1: 'car',
        icon_text_1: '5人乗り',
        icon_2: 'tag',
        icon_text_2: 'ガソリン',
        icon_3: 'shield',
        icon_text_3: '4WD',
        icon_4: 'wrench',
        icon_text_4: 'オートマチック',
        equipment_1: 'チャイルドシート',
        equipment_price_1: 1_100,
        equipment_2: 'ETC車載器',
        equipment_price_2: 0,
      },
    ],
  },
  Component: ({ fields, groups, context }) => {
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const items = carRentItems(groups, context.t);
    return (
      <div className="grid-container">
        <div className={styles.intro}>
          <BlockIntro fields={fields} />
        </div>
        <ul className={`${carCard.cards} ${carCard.columns}`}>
          {items.map((car, i) => (
            <li key={i} className={styles.car}>
              <article className={styles.card} aria-labelledby={`car-rent-${context.blockId}-${i}`}>
                {car.image ? (
                  <div className={carCard.picture}>
                    <Picture image={car.image} sizes="(min-width: 1024px) 30vw, (min-width: 741px) 45vw, 100vw" />
                  </div>
                ) : null}
                <div className={styles.body}>
                  {car.subtitle ? <p className={carCard.model}>{car.subtitle}</p> : null}
                  <Heading id={`car-rent-${context.blockId}-${i}`} level={level} size="s" className={styles.name}>
                    {car.title}
                  </Heading>
                  <p className={carCard.price}>
                    <span className={`${carCard.daily} ${styles.daily}`}>{car.priceText}</span>
                    {car.priceContext ? <span className={styles.context}>{car.priceContext}</span> : null}
                  </p>
                  {car.features.length ? (
                    <ul className={styles.features} aria-label={car.featuresLabel}>
                      {car.features.map((feature, j) => (
                        <li key={j}>
                          <Icon name={feature.icon} size={20} />
                          <span>{feature.text}</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {car.equipment.length ? (
                    <details className={styles.equipment}>
                      <summary>{car.equipmentLabel}</summary>
                      <dl>
                        {car.equipment.map((item, j) => (
                          <div key={j}>
                            <dt>{item.name}</dt>
                            {item.price ? <dd>{item.price}</dd> : null}
                          </div>
                        ))}
                      </dl>
                    </details>
                  ) : null}
                  <LinkButtons links={[car.link]} className={styles.link} />
                </div>
              </article>
            </li>
          ))}
        </ul>
        {fields.disclaimer ? <p className={styles.disclaimer}>{fields.disclaimer}</p> : null}
      </div>
    );
  },
});
