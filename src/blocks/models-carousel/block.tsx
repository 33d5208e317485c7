import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { Carousel, carouselIds } from '../carousel-kit/carousel';
import { defineBlock } from '../types';
import { SpecTable } from './spec-table';
import { parseSpecs, specsIssues } from './specs';
import { modelsCarouselTemplate } from './template';
import styles from './models-carousel.module.css';

const link = (url: string) => ({
  type: 'internal' as const,
  url,
  label: '詳しく見る',
  button_type: 'secondary' as const,
  size: 'medium' as const,
  target: '_self' as const,
});

/**
 * One slide per model: its nameplate (or name), the car, and the grades' table with prices in
 * 万円 (tax included) and monthly examples with their conditions beside them (japan.md). The dots
 * are the model names.
 */
export const modelsCarousel = defineBlock({
  template: modelsCarouselTemplate,
  defaultContent: {
    fields: {
      title: 'ラインアップ',
      lease_note:
        'お支払い例：残価設定型ローン、頭金30%、支払回数60回（ボーナス払いなし）、実質年率3.9%。最終回のお支払い額は別途必要です。詳しくは正規販売店にお問い合わせください。',
    },
    field_groups: [
      {
        car_image: { id: 101303, alt: '岩場を走るディフェンダー 110' },
        specs: {
          model_name: 'ディフェンダー 110',
          rows: [
            {
              name: 'D300 X-DYNAMIC SE',
              engine: '3.0L 直列6気筒 ディーゼルターボ',
              consumption: '9.9km/L（WLTCモード）',
              price: 11_280_000,
              lease: 128_000,
            },
            {
              name: 'P400 X-DYNAMIC HSE',
              engine: '3.0L 直列6気筒 ガソリンターボ',
              consumption: '8.0km/L（WLTCモード）',
              price: 13_560_000,
            },
          ],
        },
        link: link('/models/defender'),
      },
      {
        car_image: { id: 101302, alt: '湖畔に停まるレンジローバー' },
        specs: {
          model_name: 'レンジローバー',
          rows: [
            {
              name: 'SE D350',
              engine: '3.0L 直列6気筒 ディーゼルターボ',
              consumption: '10.6km/L（WLTCモード）',
              price: 19_940_000,
              lease: 238_000,
            },
            {
              name: 'AUTOBIOGRAPHY P550e',
              engine: '3.0L 直列6気筒 プラグインハイブリッド',
              consumption: '10.0km/L（WLTCモード）',
              price: 27_190_000,
            },
          ],
        },
        link: link('/models/range-rover'),
      },
      {
        car_image: { id: 101304, alt: '林道を走るディスカバリー' },
        specs: {
          model_name: 'ディスカバリー',
          rows: [{ name: 'S D300', engine: '3.0L 直列6気筒 ディーゼルターボ', consumption: '10.2km/L（WLTCモード）', price: 10_490_000 }],
        },
        link: link('/models/discovery'),
      },
    ],
  },
  rules: ({ fields, field_groups }) => {
    const t = getT('ja');
    const issues = field_groups.flatMap((item, i) => specsIssues(item.specs, ['field_groups', i, 'specs'], t));
    const hasLease = field_groups.some((item) => parseSpecs(item.specs)?.rows.some((r) => r.lease !== undefined));
    if (hasLease && !fields.lease_note?.trim()) issues.push({ path: ['fields', 'lease_note'], message: t('block_rules.specs.lease_note') });
    return issues;
  },
  Component: ({ fields, groups, context }) => {
    const { t } = context;
    const ids = carouselIds(context.blockId);
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const models = groups.flatMap((item, i) => {
      const specs = parseSpecs(item.specs);
      return specs ? [{ item, specs, i }] : [];
    });
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} headingId={ids.heading} />
        <Carousel
          id={ids.root}
          labelledBy={fields.title ? ids.heading : undefined}
          perView={{ sm: 1.08, md: 1.4, lg: 2 }}
          dots="names"
          t={t}
          slides={models.map(({ item, specs, i }) => {
            const picture = item.transparent_image ?? item.car_image;
            const hasLease = specs.rows.some((r) => r.lease !== undefined);
            return {
              key: `${i}`,
              name: specs.model_name,
              content: (
                <article className={styles.model}>
                  <Heading level={level} size="m" className={styles.name}>
                    {item.nameplate ? (
                      // The logo is the model's name: its alt text is the name, whatever the image says.
                      <Picture image={{ ...item.nameplate, alt: specs.model_name }} sizes="240px" className={styles.nameplate} />
                    ) : (
                      specs.model_name
                    )}
                  </Heading>
                  <Picture
                    image={picture}
                    sizes="(min-width: 1024px) 50vw, (min-width: 741px) 70vw, 92vw"
                    priority={context.index < 2 && i < 2}
                    className={item.transparent_image ? styles.cutout : styles.photo}
                  />
                  <SpecTable specs={specs} id={`${ids.root}-model-${i + 1}`} t={t} />
                  <div className={styles.notes}>
                    <p>{fields.price_note || t('models_carousel.price_note')}</p>
                    {hasLease && fields.lease_note ? <p>{fields.lease_note}</p> : null}
                  </div>
                  <LinkButtons links={[item.link]} />
                </article>
              ),
            };
          })}
        />
      </div>
    );
  },
});
