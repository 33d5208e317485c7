import type { Translate } from '@/i18n/i18n';
import type { LinkValue } from '../field-values';
import type { ResolvedImage } from '@/ui/picture';
import { carRentLimits } from './template';

/** One card's group of fields, as the block receives them (the numbered pairs read by name). */
export type CarRentGroup = {
  image?: ResolvedImage | null;
  title: string;
  subtitle?: string;
  daily_price?: number;
  price_context?: string;
  link?: LinkValue | null;
} & Partial<Record<`icon_${number}` | `icon_text_${number}` | `equipment_${number}`, string>> &
  Partial<Record<`equipment_price_${number}`, number>>;

export interface CarRentItem {
  image: ResolvedImage | null;
  title: string;
  subtitle: string;
  /** 「1日 38,500円（税込）」, or 「料金はお問い合わせください」 without a daily price. */
  priceText: string;
  priceContext: string;
  featuresLabel: string;
  /** The pairs that have a text, in their order (an icon alone says nothing). */
  features: { icon: string | undefined; text: string }[];
  equipmentLabel: string;
  /** Equipment with a name; its price in yen, 「無料」 at 0, nothing when not given. */
  equipment: { name: string; price: string }[];
  link: LinkValue | null;
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

/** The cards as a visitor reads them, at most 20 (content saved above the limit shows the first 20). */
export function carRentItems(groups: readonly CarRentGroup[], t: Translate): CarRentItem[] {
  return groups.slice(0, carRentLimits.groups).map((group) => {
    const features = Array.from({ length: carRentLimits.pairs }, (_, i) => ({
      icon: group[`icon_${i + 1}`],
      text: group[`icon_text_${i + 1}`]?.trim() ?? '',
    })).filter((pair) => pair.text);
    const equipment = Array.from({ length: carRentLimits.equipment }, (_, i) => {
      const price = group[`equipment_price_${i + 1}`];
      return {
        name: group[`equipment_${i + 1}`]?.trim() ?? '',
        price: price === undefined ? '' : price === 0 ? t('rent.car_rent.free') : t('rent.car_rent.equipment_price', { price: yen(price) }),
      };
    }).filter((item) => item.name);
    const daily = group.daily_price;
    return {
      image: group.image ?? null,
      title: group.title,
      subtitle: group.subtitle?.trim() ?? '',
      priceText: daily === undefined ? t('rent.car_rent.on_request') : t('rent.car_rent.daily', { price: yen(daily) }),
      priceContext: group.price_context?.trim() ?? '',
      featuresLabel: t('rent.car_rent.features', { name: group.title }),
      features,
      equipmentLabel: t('rent.car_rent.equipment', { n: equipment.length }),
      equipment,
      link: group.link ?? null,
    };
  });
}
