import { describe, expect, it } from 'vitest';
import { canonicalNameplateCode } from '@/features/stock/constants';
import { checkCatalogueDocument, type CatalogueDocument } from './catalogue-document';
import { catalogueFromDocument, documentFromCatalogue } from './catalogue-json';
import { testCatalogue } from './test-catalogue';

const base = (): CatalogueDocument => documentFromCatalogue(testCatalogue());
const errorsOf = (value: unknown) => {
  const checked = checkCatalogueDocument(value);
  return checked.ok ? [] : checked.errors;
};

describe('the catalogue document', () => {
  it('accepts a complete document and fills in the defaults', () => {
    const doc = base();
    const { sort_order: _s, ...brand } = doc.brands[0]!;
    const { page_path: _p, image_id: _i, ...nameplate } = doc.nameplates[0]!;
    const { standard_equipment: _e, spec_groups: _g, ...derivative } = doc.derivatives[0]!;
    const checked = checkCatalogueDocument({
      ...doc,
      brands: [brand, doc.brands[1]],
      nameplates: [nameplate, ...doc.nameplates.slice(1)],
      derivatives: [derivative],
    });
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.document.brands[0]!.sort_order).toBe(0);
    expect(checked.document.nameplates[0]).toMatchObject({ page_path: null, image_id: null });
    expect(checked.document.derivatives[0]).toMatchObject({ standard_equipment: [], spec_groups: [] });
  });

  it('round-trips: a catalogue exported as a document comes back the same', () => {
    const cat = testCatalogue();
    const checked = checkCatalogueDocument(JSON.parse(JSON.stringify(documentFromCatalogue(cat))));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const ids = new Map(cat.derivatives.map((d) => [d.key, d.id]));
    expect(catalogueFromDocument(checked.document, { idOf: (key) => ids.get(key)!, canonicalCode: canonicalNameplateCode })).toEqual(cat);
  });

  it('names a reference to a missing row at its pointer, in Japanese', () => {
    const doc = base();
    doc.derivatives[2]!.engine_key = 'd250';
    doc.derivatives[3]!.nameplate_key = 'defender';
    doc.derivatives[4]!.body_style_key = 'wagon';
    doc.nameplates[1]!.family_key = 'any_lr';
    doc.families[0]!.brand_key = 'rover';
    expect(errorsOf(doc)).toEqual([
      { pointer: 'families.0.brand_key', detail: 'ブランド「rover」がありません' },
      { pointer: 'nameplates.1.family_key', detail: 'モデルファミリー「any_lr」がありません' },
      { pointer: 'derivatives.2.engine_key', detail: 'エンジン「d250」がありません' },
      { pointer: 'derivatives.3.nameplate_key', detail: '車種（ネームプレート）「defender」がありません' },
      { pointer: 'derivatives.4.body_style_key', detail: 'ボディスタイル「wagon」がありません' },
    ]);
  });

  it('refuses a nameplate in another brand’s family', () => {
    const doc = base();
    doc.nameplates[0]!.family_key = 'defender_family'; // i-pace is a Jaguar
    expect(errorsOf(doc)).toEqual([
      { pointer: 'nameplates.0.family_key', detail: 'モデルファミリー「defender_family」はブランド「jaguar」のものではありません' },
    ]);
  });

  it('refuses a key used twice in one list, at the second one', () => {
    const doc = base();
    doc.engines.push({ ...doc.engines[0]! });
    doc.derivatives[1]!.key = doc.derivatives[0]!.key;
    doc.body_styles.push({ ...doc.body_styles[1]! });
    expect(errorsOf(doc)).toEqual([
      { pointer: 'body_styles.2.key', detail: 'キー「suv」が重複しています' },
      { pointer: 'engines.3.key', detail: 'キー「d300」が重複しています' },
      { pointer: 'derivatives.1.key', detail: `キー「${doc.derivatives[0]!.key}」が重複しています` },
    ]);
  });

  it('takes prices as whole, positive yen', () => {
    const doc = base();
    doc.derivatives[0]!.price_from_jpy = 0;
    doc.derivatives[1]!.price_from_jpy = 9_999_999.5;
    doc.derivatives[2]!.price_from_jpy = 1_000;
    expect(errorsOf(doc)).toEqual([
      { pointer: 'derivatives.0.price_from_jpy', detail: '価格は1円以上で入力してください' },
      { pointer: 'derivatives.1.price_from_jpy', detail: '価格は円単位の整数で入力してください' },
    ]);
  });

  it('refuses figures out of range, in Japanese, and keys editors could not type', () => {
    const doc = base();
    doc.derivatives[0]!.specs.top_speed_kmh = 900;
    doc.derivatives[0]!.specs.seats = 0;
    doc.derivatives[1]!.model_year = 1980;
    doc.engines[0]!.key = 'D300';
    const errors = errorsOf(doc);
    expect(errors.map((e) => e.pointer)).toEqual([
      'engines.0.key',
      'derivatives.0.specs.top_speed_kmh',
      'derivatives.0.specs.seats',
      'derivatives.1.model_year',
      // …and the derivatives of the engine whose key was refused no longer find it.
      'derivatives.0.engine_key',
      'derivatives.2.engine_key',
      'derivatives.3.engine_key',
      'derivatives.5.engine_key',
    ]);
    expect(errors[0]!.detail).toBe('英小文字・数字・「_」「-」で入力してください（例: defender_110）');
    for (const e of errors) expect(e.detail).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('refuses a model key of digits only, which the compare call would read as a derivative id', () => {
    const doc = base();
    const key = doc.nameplates[0]!.key;
    doc.nameplates[0]!.key = '110';
    for (const d of doc.derivatives) if (d.nameplate_key === key) d.nameplate_key = '110';
    expect(errorsOf(doc)).toEqual([{ pointer: 'nameplates.0.key', detail: '車種キーは英小文字で始めてください（例: defender_110）' }]);
  });

  it('keeps the figures to what the engine can have: no fuel figure for a BEV, no electric one without a plug', () => {
    const doc = base();
    doc.derivatives[4]!.specs.fuel_consumption_km_l = 10; // the I-PACE EV400
    doc.derivatives[0]!.specs.electric_range_km = 50; // a D300
    doc.derivatives[0]!.specs.electric_consumption_wh_km = 200;
    expect(errorsOf(doc)).toEqual([
      { pointer: 'derivatives.0.specs.electric_consumption_wh_km', detail: '充電できないエンジンに電力消費率は入力できません' },
      { pointer: 'derivatives.0.specs.electric_range_km', detail: '充電できないエンジンにEV走行距離は入力できません' },
      { pointer: 'derivatives.4.specs.fuel_consumption_km_l', detail: '電気自動車（BEV）に燃料消費率は入力できません' },
    ]);
  });

  it('refuses a document with a list missing, an unknown field or a page path off the site', () => {
    const { engines: _engines, ...withoutEngines } = base();
    expect(errorsOf(withoutEngines).map((e) => e.pointer)).toEqual(['engines']);
    expect(errorsOf({ ...base(), models: [] }).map((e) => e.pointer)).toEqual(['(document)']);
    const doc = base();
    doc.nameplates[0]!.page_path = 'https://example.com/models';
    expect(errorsOf(doc).map((e) => e.pointer)).toEqual(['nameplates.0.page_path']);
    expect(errorsOf(null).map((e) => e.pointer)).toEqual(['(document)']);
  });
});
