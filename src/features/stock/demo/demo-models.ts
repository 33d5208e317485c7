import { variantsSoldIn, type BodyType, type DemoVariant } from './demo-variant';
import { ePaceVariants, fPaceVariants, fTypeVariants, iPaceVariants } from './demo-variants-jaguar';
import {
  defender110Variants,
  defender130Variants,
  defender90Variants,
  discoverySportVariants,
  discoveryVariants,
  evoqueVariants,
  rangeRoverSportVariants,
  rangeRoverVariants,
  velarVariants,
} from './demo-variants-land-rover';

/**
 * The demo model range: what the generator picks from, and the trade-in form's models. `name`,
 * `group` and `display` are data contracts (URLs, model families, facet labels); everything else a
 * car carries comes from one of the model's real `variants`.
 */
export interface ModelSpec {
  brand: 'land_rover' | 'jaguar';
  name: string;
  group: string;
  display: string;
  bodies: readonly BodyType[];
  /** Seating of the model; a variant may narrow it. */
  seats: readonly number[];
  variants: readonly DemoVariant[];
}

const lr = (name: string, group: string, display: string, seats: number[], variants: DemoVariant[]): ModelSpec => ({
  brand: 'land_rover',
  name,
  group,
  display,
  bodies: ['suv'],
  seats,
  variants,
});
const jag = (name: string, display: string, bodies: BodyType[], seats: number[], variants: DemoVariant[]): ModelSpec => ({
  brand: 'jaguar',
  name,
  group: 'any_jag',
  display,
  bodies,
  seats,
  variants,
});

export const demoModels: ModelSpec[] = [
  lr('range_rover', 'range_rover_family', 'レンジローバー', [5], rangeRoverVariants),
  lr('range_rover_sport', 'range_rover_family', 'レンジローバー スポーツ', [5], rangeRoverSportVariants),
  lr('range_rover_velar', 'range_rover_family', 'レンジローバー ヴェラール', [5], velarVariants),
  lr('range_rover_evoque', 'range_rover_family', 'レンジローバー イヴォーク', [5], evoqueVariants),
  lr('defender_90', 'defender_family', 'ディフェンダー 90', [5, 6], defender90Variants),
  lr('defender_110', 'defender_family', 'ディフェンダー 110', [5, 7], defender110Variants),
  lr('defender_130', 'defender_family', 'ディフェンダー 130', [8], defender130Variants),
  lr('discovery', 'discovery_family', 'ディスカバリー', [7], discoveryVariants),
  lr('discovery_sport', 'discovery_family', 'ディスカバリー スポーツ', [5, 7], discoverySportVariants),
  jag('f-pace', 'ジャガー F-PACE', ['suv'], [5], fPaceVariants),
  jag('e-pace', 'ジャガー E-PACE', ['suv'], [5], ePaceVariants),
  jag('i-pace', 'ジャガー I-PACE', ['suv'], [5], iPaceVariants),
  jag('f-type', 'ジャガー F-TYPE', ['coupe', 'convertible'], [2], fTypeVariants),
];

/** The seats a car of this variant can have. */
export const seatsOf = (model: ModelSpec, variant: DemoVariant): readonly number[] => variant.seats ?? model.seats;

/** Models with at least one variant sold in `year`. */
export function modelsSoldIn(year: number): ModelSpec[] {
  return demoModels.filter((m) => variantsSoldIn(m.variants, year).length > 0);
}
