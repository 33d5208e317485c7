import { z } from 'zod';
import type { FieldError } from '@/lib/app-error';
import { fuelTypes, type FuelType } from './types';

/**
 * The model catalogue as one JSON document (decision 0056): what admins import and export, in the
 * snake_case wire format of the APIs. One schema checks everything — shapes, ranges, unique keys and
 * references between the lists — and says what is wrong in Japanese at each place (`derivatives.3.engine_key`).
 */

/** Lower-case ASCII, digits, `_` and `-`: what editors type into blocks as `car_key` / `engine_key`. */
export const catalogueKeyPattern = /^[a-z0-9][a-z0-9_-]*$/;
const key = z.string().max(100).regex(catalogueKeyPattern, '英小文字・数字・「_」「-」で入力してください（例: defender_110）');
const label = z.string().trim().min(1).max(200);
const sortOrder = z.number().int().min(0).max(10_000).default(0);
/** A path of this site, lower-case segments (`/models/defender`). */
const pagePath = z
  .string()
  .max(300)
  .regex(/^(\/[a-z0-9][a-z0-9._~-]*)+$/, 'サイト内のパスを「/」から始めて入力してください（例: /models/defender）');

/** A figure that may be unpublished (null), an integer or decimal within the bounds. */
const figure = (min: number, max: number, { int = true } = {}) =>
  (int ? z.number().int() : z.number()).min(min).max(max).nullable().default(null);

const brandSchema = z.strictObject({ key, name: label, name_ja: label, sort_order: sortOrder });

const familySchema = z.strictObject({ key, brand_key: key, name: label, name_ja: label, sort_order: sortOrder });

/**
 * A model key starts with a letter: `/api/compare/spec/{id or model key}` reads digits as a
 * derivative id, so a model called `110` could never be compared.
 */
const nameplateKey = key.regex(/^[a-z]/, '車種キーは英小文字で始めてください（例: defender_110）');
const nameplateSchema = z.strictObject({
  key: nameplateKey,
  brand_key: key,
  family_key: key,
  /** Platform code as the stock feed sends it (`l663`, `f-pace`); the canonical code is derived. */
  code: z
    .string()
    .max(40)
    .regex(/^[a-z0-9][a-z0-9-]*$/, '英小文字・数字・「-」で入力してください（例: l663, f-pace）'),
  name: label,
  name_ja: label,
  page_path: pagePath.nullable().default(null),
  image_id: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  sort_order: sortOrder,
});

const bodyStyleSchema = z.strictObject({ key, name: label, name_ja: label });

const engineSchema = z.strictObject({
  key,
  name: label,
  description_ja: label,
  fuel_type: z.enum(fuelTypes),
  power_ps: z.number().int().min(1).max(2000),
  power_kw: z.number().int().min(1).max(1500),
  torque_nm: figure(1, 3000),
});

const specsSchema = z.strictObject({
  top_speed_kmh: figure(1, 500),
  acceleration_0_100_s: figure(1, 60, { int: false }),
  fuel_consumption_km_l: figure(1, 100, { int: false }),
  electric_consumption_wh_km: figure(50, 1000),
  co2_g_km: figure(0, 1000),
  electric_range_km: figure(1, 2000),
  seats: figure(1, 9),
});

const specGroupSchema = z.strictObject({
  title: label,
  rows: z
    .array(z.strictObject({ label, value: z.string().trim().min(1).max(300) }))
    .min(1)
    .max(60),
});

const derivativeSchema = z.strictObject({
  key,
  nameplate_key: key,
  model_year: z.number().int().min(1990).max(2100),
  body_style_key: key,
  engine_key: key,
  trim: label,
  name_ja: label,
  /** メーカー希望小売価格（消費税込）: whole yen. */
  price_from_jpy: z.number().int('価格は円単位の整数で入力してください').positive('価格は1円以上で入力してください').max(1_000_000_000),
  specs: specsSchema,
  standard_equipment: z.array(z.string().trim().min(1).max(200)).max(80).default([]),
  spec_groups: z.array(specGroupSchema).max(20).default([]),
});

const lists = z.strictObject({
  brands: z.array(brandSchema).max(20),
  families: z.array(familySchema).max(200),
  nameplates: z.array(nameplateSchema).max(500),
  body_styles: z.array(bodyStyleSchema).max(100),
  engines: z.array(engineSchema).max(500),
  derivatives: z.array(derivativeSchema).max(2000),
});

type Lists = z.output<typeof lists>;

/** Fuel types whose derivatives have a WLTC fuel figure, and those with an electric one. */
const burnsFuel = (fuel: FuelType) => fuel !== 'bev';
const charges = (fuel: FuelType) => fuel === 'phev' || fuel === 'bev';

/** Keys must be unique per list and every reference must name a row of the list it points into. */
function checkIntegrity(doc: Lists, ctx: z.RefinementCtx): void {
  const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  const keysOf = (name: keyof Lists) => {
    const seen = new Set<string>();
    doc[name].forEach((row, i) => {
      if (seen.has(row.key)) problem([name, i, 'key'], `キー「${row.key}」が重複しています`);
      seen.add(row.key);
    });
    return seen;
  };
  const brands = keysOf('brands');
  const families = new Map(doc.families.map((f) => [f.key, f]));
  const bodyStyles = keysOf('body_styles');
  const engines = new Map(doc.engines.map((e) => [e.key, e]));
  keysOf('families');
  keysOf('engines');
  const nameplates = keysOf('nameplates');
  keysOf('derivatives');

  const missing = (what: string, value: string) => `${what}「${value}」がありません`;
  doc.families.forEach((f, i) => {
    if (!brands.has(f.brand_key)) problem(['families', i, 'brand_key'], missing('ブランド', f.brand_key));
  });
  doc.nameplates.forEach((n, i) => {
    if (!brands.has(n.brand_key)) problem(['nameplates', i, 'brand_key'], missing('ブランド', n.brand_key));
    const family = families.get(n.family_key);
    if (!family) problem(['nameplates', i, 'family_key'], missing('モデルファミリー', n.family_key));
    // A family whose own brand is missing is reported there, not again at each of its nameplates.
    else if (family.brand_key !== n.brand_key && brands.has(family.brand_key)) {
      problem(['nameplates', i, 'family_key'], `モデルファミリー「${n.family_key}」はブランド「${n.brand_key}」のものではありません`);
    }
  });
  doc.derivatives.forEach((d, i) => {
    if (!nameplates.has(d.nameplate_key)) problem(['derivatives', i, 'nameplate_key'], missing('車種（ネームプレート）', d.nameplate_key));
    if (!bodyStyles.has(d.body_style_key)) problem(['derivatives', i, 'body_style_key'], missing('ボディスタイル', d.body_style_key));
    const engine = engines.get(d.engine_key);
    if (!engine) {
      problem(['derivatives', i, 'engine_key'], missing('エンジン', d.engine_key));
      return;
    }
    const where = ['derivatives', i, 'specs'];
    if (!burnsFuel(engine.fuel_type) && d.specs.fuel_consumption_km_l !== null) {
      problem([...where, 'fuel_consumption_km_l'], '電気自動車（BEV）に燃料消費率は入力できません');
    }
    if (!charges(engine.fuel_type) && d.specs.electric_consumption_wh_km !== null) {
      problem([...where, 'electric_consumption_wh_km'], '充電できないエンジンに電力消費率は入力できません');
    }
    if (!charges(engine.fuel_type) && d.specs.electric_range_km !== null) {
      problem([...where, 'electric_range_km'], '充電できないエンジンにEV走行距離は入力できません');
    }
  });
}

export const catalogueDocumentSchema = lists.superRefine(checkIntegrity);

/** The document as sent (defaults may be left out). */
export type CatalogueDocumentInput = z.input<typeof catalogueDocumentSchema>;
/** The document as checked: every default filled in. */
export type CatalogueDocument = z.output<typeof catalogueDocumentSchema>;

export type CatalogueCheck = { ok: true; document: CatalogueDocument } | { ok: false; errors: FieldError[] };

/** Checks a parsed JSON value; every problem at its pointer (`derivatives.3.engine_key`), in Japanese. */
export function checkCatalogueDocument(value: unknown): CatalogueCheck {
  const parsed = catalogueDocumentSchema.safeParse(value, { error: z.locales.ja().localeError });
  if (parsed.success) return { ok: true, document: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) => ({ pointer: issue.path.map(String).join('.') || '(document)', detail: issue.message })),
  };
}
