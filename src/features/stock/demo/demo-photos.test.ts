import { describe, expect, it } from 'vitest';
import { demoImages } from '@/features/media/demo-images';
import { generateDemoVehicles } from './demo-inventory';
import { demoModels } from './demo-models';
import { carShapes } from './demo-photo-shapes';
import {
  cabinOf,
  demoItemPrefix,
  demoPaints,
  demoPhotosFor,
  demoPhotoSubject,
  demoPhotoSvg,
  drawnAtSeed,
  shapeOf,
  storedAltOf,
  type DemoCar,
} from './demo-photos';

const car = (overrides: Partial<DemoCar> = {}): DemoCar => ({
  model: 'defender_110',
  display: 'ディフェンダー 110',
  body: 'suv',
  color: 'white',
  colorName: 'フジホワイト',
  interior: 'タン',
  ...overrides,
});

/** Every model in every body it is sold in. */
const modelBodies = demoModels.flatMap((m) => m.bodies.map((body) => ({ model: m.name, display: m.display, body })));

describe('demo photos', () => {
  it('gives every model and body its own drawn silhouette', () => {
    const shapes = modelBodies.map(({ model, body }) => shapeOf(model, body));
    expect(new Set(shapes).size).toBe(modelBodies.length);
    // Drawn, not fallen back to: the F-TYPE convertible is not the coupé, the Defender 90 not the 110.
    expect(shapeOf('f-type', 'convertible')).toBe('f-type-convertible');
    expect(shapeOf('f-type', 'coupe')).toBe('f-type');
    const sideViews = modelBodies.map(({ model, body }) => demoPhotoSvg(demoPhotosFor(car({ model, body }))[1]!.image_id));
    expect(new Set(sideViews).size).toBe(modelBodies.length);
  });

  it('shows each car from the front, the side and the rear, then its cabin, in its own paint and leather', () => {
    for (const { model, display, body } of modelBodies) {
      const photos = demoPhotosFor(
        car({ model, display, body, color: 'red', colorName: 'フィレンツェレッド', interior: 'ライトクラウド' }),
      );
      expect(photos).toHaveLength(4);
      expect(new Set(photos.map((p) => p.image_id)).size).toBe(4);
      const subjects = photos.map((p) => demoPhotoSubject(p.image_id));
      expect(subjects.map((s) => (s?.kind === 'exterior' ? s.view : s?.kind))).toEqual(['front', 'side', 'rear', 'interior']);
      for (const s of subjects.slice(0, 3))
        expect(s).toMatchObject({ kind: 'exterior', shape: shapeOf(model, body), paint: demoPaints.red });
      expect(subjects[3]).toMatchObject({ kind: 'interior', cabin: cabinOf(model), leatherName: 'ライトクラウド' });
      expect(demoPhotoSvg(photos[0]!.image_id)).toContain(demoPaints.red);
    }
  });

  it('names the model, the paint and the view in each alt text', () => {
    expect(demoPhotosFor(car()).map((p) => p.alt)).toEqual([
      'ディフェンダー 110 フジホワイト 斜め前から',
      'ディフェンダー 110 フジホワイト 真横から',
      'ディフェンダー 110 フジホワイト 斜め後ろから',
      'ディフェンダー 110 インテリア（タン）',
    ]);
    // A cabin image is shared by models: the stored image names only the leather.
    const interior = demoPhotosFor(car())[3]!;
    expect(storedAltOf(interior.image_id, interior.alt)).toBe('インテリア（タン）');
    expect(storedAltOf(demoPhotosFor(car())[0]!.image_id, 'x')).toBe('x');
  });

  it('never shows the home page landscapes or any other image as a photo of a demo car', () => {
    const ids = generateDemoVehicles(300).flatMap((row) => (row.photos ?? []).map((p) => p.image_id));
    const landscapes = new Set(demoImages.map((image) => image.id));
    expect(ids.filter((id) => landscapes.has(id))).toEqual([]);
    expect(ids.filter((id) => demoPhotoSubject(id) === null)).toEqual([]);
  });

  it('tells paints, cabins and views apart by id, and refuses ids that are not demo photos', () => {
    const white = demoPhotosFor(car());
    const black = demoPhotosFor(car({ color: 'black' }));
    expect(white.slice(0, 3).map((p, i) => p.image_id === black[i]!.image_id)).toEqual([false, false, false]);
    expect(white[3]!.image_id).toBe(black[3]!.image_id);
    expect(demoPhotosFor(car({ model: 'f-type', body: 'coupe' }))[3]!.image_id).not.toBe(white[3]!.image_id);
    for (const id of [101301, 101327, 102001, 119_999, 120_037, 120_030, 129_040, 129_004, 1.5]) expect(demoPhotoSubject(id)).toBeNull();
    expect(() => demoPhotoSvg(101301)).toThrow();
  });

  it('marks the generated cars as demo cars, whose photos may be drawn', () => {
    expect(generateDemoVehicles(20).filter((row) => !row.item_id?.startsWith(demoItemPrefix))).toEqual([]);
  });

  it('draws the front views and cabins when seeding, the side and rear views later', () => {
    expect(demoPhotosFor(car()).map((p) => drawnAtSeed(p.image_id))).toEqual([true, false, false, true]);
    expect(drawnAtSeed(101301)).toBe(false);
  });

  it('puts the spare wheel on the Defenders only', () => {
    const spare = (Object.entries(carShapes) as [string, { spareWheel?: boolean }][]).filter(([, s]) => s.spareWheel).map(([key]) => key);
    expect(spare).toEqual(['defender_90', 'defender_110', 'defender_130']);
  });
});
