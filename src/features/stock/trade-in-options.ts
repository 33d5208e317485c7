import type { Translate } from '@/i18n/i18n';
import { demoModels } from './demo/demo-models';

/**
 * Trade-in form options (site.md §3 Trade-in): bodyTypes, brands, models, fuelTypes, each as
 * { value, name }. Brands are the makes most traded in against our cars in Japan; models are known
 * for our own brands (other makes take free text in the form).
 */
const bodyTypes = ['suv', 'sedan', 'hatchback', 'wagon', 'coupe', 'convertible', 'minivan', 'kei', 'other'] as const;
const fuelTypes = ['petrol', 'diesel', 'hybrid', 'phev', 'bev', 'other'] as const;
const brands = [
  'land_rover',
  'jaguar',
  'toyota',
  'lexus',
  'nissan',
  'honda',
  'mazda',
  'subaru',
  'mitsubishi',
  'suzuki',
  'daihatsu',
  'mercedes_benz',
  'bmw',
  'audi',
  'volkswagen',
  'porsche',
  'volvo',
  'other',
] as const;

export function tradeInOptions(t: Translate, brand?: string) {
  return {
    bodyTypes: bodyTypes.map((v) => ({ value: v, name: t(`trade_in.body_${v}`) })),
    fuelTypes: fuelTypes.map((v) => ({ value: v, name: t(`trade_in.fuel_${v}`) })),
    brands: brands.map((v) => ({ value: v, name: t(`trade_in.brand_${v}`) })),
    models: demoModels
      .filter((m) => !brand || m.brand === brand)
      .map((m) => ({ value: m.name, name: t(`stock.model_${m.name}`, { fallback: m.display }) })),
  };
}
