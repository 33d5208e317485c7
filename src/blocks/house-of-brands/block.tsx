import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { houseOfBrandsTemplate } from './template';
import styles from './house-of-brands.module.css';

const brandClass = { defender: styles.defender, 'range-rover': styles.rangeRover, discovery: styles.discovery } as const;
const brandName = {
  defender: 'house_of_brands.brands.defender',
  'range-rover': 'house_of_brands.brands.range_rover',
  discovery: 'house_of_brands.brands.discovery',
} as const;

/**
 * One brand family in its accent colour. The animation is CSS only (a scroll-driven reveal): it
 * runs only where the browser supports it and the visitor has not asked for reduced motion, and
 * it never moves by itself, so it needs no pause button.
 */
export const houseOfBrands = defineBlock({
  template: houseOfBrandsTemplate,
  defaultContent: {
    fields: {
      brand: 'range-rover',
      layout_variant: 'dual-cta',
      image: { id: 101302, alt: '都会の夜に佇むレンジローバー' },
      title: '静けさという、最高の贅沢。',
      paragraph: 'モダンラグジュアリーを体現するレンジローバー。洗練されたデザインと卓越した静粛性が、すべての移動を特別な時間に変えます。',
      buttons: [
        { type: 'internal', url: '/models', label: 'レンジローバーを見る', target: '_self', button_type: 'primary', size: 'medium' },
        { type: 'internal', url: '/stock', label: '在庫車を探す', target: '_self', button_type: 'secondary', size: 'medium' },
      ],
    },
    field_groups: [],
  },
  Component: ({ fields, context }) => {
    const shown = fields.layout_variant === 'dual-cta' ? 2 : 1;
    return (
      <div
        className={['grid-container', styles.brandBox, brandClass[fields.brand], fields.enable_animation ? styles.animated : ''].join(' ')}
        data-brand={fields.brand}
        data-layout={fields.layout_variant}
      >
        <Picture image={fields.image} sizes="(min-width: 1024px) 60vw, 100vw" priority={context.index < 2} className={styles.image} />
        <div className={styles.content}>
          <p className={styles.brandName}>{context.t(brandName[fields.brand])}</p>
          {/* title is required (never blank after parsing), so the heading always renders. */}
          <BlockIntro fields={fields} />
          <LinkButtons links={fields.buttons.slice(0, shown)} />
        </div>
      </div>
    );
  },
});
