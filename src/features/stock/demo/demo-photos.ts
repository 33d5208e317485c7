import type { BodyType } from './demo-variant';
import { exteriorSvg, exteriorViews, type ExteriorView } from './demo-photo-exterior';
import { cabins, interiorSvg, type Cabin } from './demo-photo-interior';
import { carShapes, type ShapeKey } from './demo-photo-shapes';

/**
 * Demo vehicle photographs, drawn rather than downloaded: each model's own silhouette in the car's
 * paint from the front, the side and the rear, then its cabin in the car's leather. Image ids are
 * computed from what the photo shows, so the generator and the seed agree without a table:
 * exterior 120000 + shape·100 + view·10 + paint, interior 129000 + cabin·10 + leather.
 */

/** Paint by the feed's `color_canonical`, in the order the ids use. */
export const demoPaints = {
  white: '#eef0f2',
  black: '#15171a',
  grey: '#6d737a',
  silver: '#b9bec4',
  blue: '#1f3b63',
  green: '#3c4f3a',
  red: '#7c1c22',
} as const;

/** Leather by the feed's `interior_color`, in the order the ids use. */
export const demoLeathers = {
  エボニー: '#2b2724',
  ライトクラウド: '#d6d1c8',
  タン: '#a2714a',
  ヴィンテージタン: '#7a4a2e',
} as const;

export const viewWords: Record<ExteriorView | 'interior', string> = {
  front: '斜め前から',
  side: '真横から',
  rear: '斜め後ろから',
  interior: 'インテリア',
};

/** How `generateDemoVehicles` starts its item ids: only those cars' photos are ever drawn. */
export const demoItemPrefix = 'DEMO-';

const shapeKeys = Object.keys(carShapes) as ShapeKey[];
const paintKeys = Object.keys(demoPaints) as (keyof typeof demoPaints)[];
const leatherKeys = Object.keys(demoLeathers) as (keyof typeof demoLeathers)[];
const exteriorBase = 120_000;
const interiorBase = 129_000;

/** A model not drawn yet still gets a car of its body type rather than no photo. */
const fallbackShape: Record<BodyType, ShapeKey> = { suv: 'discovery_sport', coupe: 'f-type', convertible: 'f-type-convertible' };

export function shapeOf(model: string, body: BodyType): ShapeKey {
  const key = body === 'convertible' ? `${model}-convertible` : model;
  return key in carShapes ? (key as ShapeKey) : fallbackShape[body];
}

export function cabinOf(model: string): Cabin {
  if (model.startsWith('defender')) return 'defender';
  return model === 'f-type' ? 'sports' : 'suv';
}

const indexOr0 = <T>(list: readonly T[], value: T) => Math.max(0, list.indexOf(value));

export interface DemoCar {
  /** `nameplate_name`, e.g. defender_110. */
  model: string;
  /** `model_display_name`, e.g. ディフェンダー 110. */
  display: string;
  body: BodyType;
  /** `color_canonical` and `color_name`. */
  color: string;
  colorName: string;
  /** `interior_color`. */
  interior: string;
}

/** The car's four photos, front three-quarter first (the card and share image), each with its own alt text. */
export function demoPhotosFor(car: DemoCar): { image_id: number; alt: string }[] {
  const shape = shapeKeys.indexOf(shapeOf(car.model, car.body));
  const paint = indexOr0(paintKeys, car.color as keyof typeof demoPaints);
  const exterior = exteriorViews.map((view, v) => ({
    image_id: exteriorBase + shape * 100 + v * 10 + paint,
    alt: `${car.display} ${car.colorName} ${viewWords[view]}`,
  }));
  const cabin = cabins.indexOf(cabinOf(car.model));
  const leather = indexOr0(leatherKeys, car.interior as keyof typeof demoLeathers);
  return [...exterior, { image_id: interiorBase + cabin * 10 + leather, alt: `${car.display} ${viewWords.interior}（${car.interior}）` }];
}

export type DemoPhotoSubject =
  | { kind: 'exterior'; shape: ShapeKey; view: ExteriorView; paint: string }
  | { kind: 'interior'; cabin: Cabin; leatherName: string; leather: string };

/** What a demo photo id shows, or null for an id that is not a demo photo. */
export function demoPhotoSubject(id: number): DemoPhotoSubject | null {
  if (!Number.isInteger(id)) return null;
  if (id >= interiorBase) {
    const [cabin, leather] = [cabins[Math.floor((id - interiorBase) / 10)], leatherKeys[(id - interiorBase) % 10]];
    return cabin && leather ? { kind: 'interior', cabin, leatherName: leather, leather: demoLeathers[leather] } : null;
  }
  const offset = id - exteriorBase;
  const [shape, view, paint] = [shapeKeys[Math.floor(offset / 100)], exteriorViews[Math.floor(offset / 10) % 10], paintKeys[offset % 10]];
  return offset >= 0 && shape && view && paint ? { kind: 'exterior', shape, view, paint: demoPaints[paint] } : null;
}

/** The drawing behind a demo photo id, as SVG. */
export function demoPhotoSvg(id: number): string {
  const subject = demoPhotoSubject(id);
  if (!subject) throw new Error(`${id} is not a demo photo id`);
  return subject.kind === 'exterior'
    ? exteriorSvg(carShapes[subject.shape], subject.paint, subject.view)
    : interiorSvg(subject.cabin, subject.leather);
}

/**
 * Drawn when the stock is seeded: the front three-quarter view (search cards, the share image, the
 * first gallery slide) and the cabins (a dozen in all). The side and rear views wait for the first
 * visit of a vehicle page: drawing every model in every paint from every angle up front would
 * take minutes of image encoding on every fresh database.
 */
export function drawnAtSeed(id: number): boolean {
  const subject = demoPhotoSubject(id);
  return subject !== null && (subject.kind === 'interior' || subject.view === 'front');
}

/** The alt text an image row keeps: a cabin is shared by several models, so it names only the leather. */
export function storedAltOf(id: number, carAlt: string): string {
  const subject = demoPhotoSubject(id);
  return subject?.kind === 'interior' ? `${viewWords.interior}（${subject.leatherName}）` : carAlt;
}
