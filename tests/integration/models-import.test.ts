import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as exportRoute } from '@/app/api/models/export/route';
import { POST as importRoute } from '@/app/api/models/import/route';
import { GET as specs } from '@/app/api/vehicles/[id]/specs/route';
import { auditLog, modelDerivatives } from '@/db/schema';
import { systemActor, type Role } from '@/features/auth/permissions';
import { headlineDerivative } from '@/features/models/catalogue';
import type { CatalogueDocument } from '@/features/models/catalogue-document';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import { demoCatalogueDocument } from '@/features/models/demo-catalogue';
import { exportModelCatalogue, importModelCatalogue } from '@/features/models/models-admin.server';
import { seedDemoModels } from '@/features/models/seed-demo-models.server';
import { signedInAs } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();
const origin = 'http://localhost:3000';
const seeder = systemActor('models import test');
const cookies = {} as Record<Role, string>;

beforeAll(async () => {
  for (const role of ['publisher', 'admin'] as const) cookies[role] = (await signedInAs(role)).cookie;
});

const post = (role: Role, json: unknown) =>
  importRoute(request('/api/models/import', { method: 'POST', json, headers: { origin, cookie: cookies[role] } }), undefined);

/** A smaller catalogue: the Defender 110 only, its cheapest D300 a little dearer, one new grade. */
function defenderOnly(): CatalogueDocument {
  const doc = demoCatalogueDocument();
  const derivatives = doc.derivatives.filter((d) => d.nameplate_key === 'defender_110');
  const d300 = derivatives.find((d) => d.key === 'defender_110_2027_d300_se')!;
  d300.price_from_jpy = 8_450_000;
  derivatives.push({ ...d300, key: 'defender_110_2027_d300_sedona_edition', trim: 'SEDONA EDITION', price_from_jpy: 11_980_000 });
  const engines = new Set(derivatives.map((d) => d.engine_key));
  return {
    brands: doc.brands.filter((b) => b.key === 'land_rover'),
    families: doc.families.filter((f) => f.key === 'defender_family'),
    nameplates: doc.nameplates.filter((n) => n.key === 'defender_110'),
    body_styles: doc.body_styles.filter((s) => s.key === '110'),
    engines: doc.engines.filter((e) => engines.has(e.key)),
    derivatives,
  };
}

const importAudits = () =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'models.import'), eq(auditLog.subjectType, 'model_catalogue')))
    .orderBy(desc(auditLog.id));

describe('the demo seed of the catalogue', () => {
  it('fills an empty catalogue through the import, once', async () => {
    expect(await seedDemoModels(seeder)).toBe(true);
    const cat = await getModelCatalogue();
    expect(cat.nameplates).toHaveLength(13);
    expect(cat.derivatives.length).toBeGreaterThan(90);
    expect(await seedDemoModels(seeder)).toBe(false);
    expect((await getModelCatalogue()).derivatives).toHaveLength(cat.derivatives.length);
    expect(await importAudits()).toHaveLength(1);
  });
});

describe('POST /api/models/import', () => {
  it('refuses people below admin, and changes nothing', async () => {
    const before = await exportModelCatalogue(seeder);
    expect((await problem(await post('publisher', defenderOnly()))).status).toBe(403);
    await expect(importModelCatalogue({ kind: 'anonymous' }, defenderOnly())).rejects.toMatchObject({ status: 401 });
    expect(await exportModelCatalogue(seeder)).toEqual(before);
  });

  it('refuses a document with a broken reference, at its pointer in Japanese, and keeps the catalogue', async () => {
    const before = await exportModelCatalogue(seeder);
    const doc = defenderOnly();
    doc.derivatives[1]!.engine_key = 'd250';
    doc.derivatives[2]!.price_from_jpy = -1;
    const body = await problem(await post('admin', doc));
    expect(body.status).toBe(422);
    expect(body.errors).toEqual([
      { pointer: 'derivatives.2.price_from_jpy', detail: '価格は1円以上で入力してください' },
      { pointer: 'derivatives.1.engine_key', detail: 'エンジン「d250」がありません' },
    ]);
    expect(await exportModelCatalogue(seeder)).toEqual(before);
    expect(await importAudits()).toHaveLength(1);
  });

  it('replaces the whole catalogue: upserts by key, keeps derivative ids, removes what the document leaves out, audits and invalidates', async () => {
    const cached = await getModelCatalogue();
    const idBefore = cached.derivatives.find((d) => d.key === 'defender_110_2027_d300_se')!.id;
    const gone = cached.derivatives.find((d) => d.key === 'range_rover_2027_p400_se')!.id;

    const response = await post('admin', defenderOnly());
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: { counts: Record<string, number>; addedDerivatives: string[]; removedDerivatives: string[] };
    };
    expect(data.counts).toEqual({ brands: 1, families: 1, nameplates: 1, body_styles: 1, engines: 4, derivatives: 14 });
    expect(data.addedDerivatives).toEqual(['defender_110_2027_d300_sedona_edition']);
    expect(data.removedDerivatives).toHaveLength(cached.derivatives.length - 13);

    // The cached catalogue follows at once (the `models` tag), and the stable id still answers.
    const cat = await getModelCatalogue();
    expect(cat.brands.map((b) => b.key)).toEqual(['land_rover']);
    expect(cat.nameplates.map((n) => n.key)).toEqual(['defender_110']);
    expect(cat.derivatives.find((d) => d.key === 'defender_110_2027_d300_se')).toMatchObject({ id: idBefore, priceFromJpy: 8_450_000 });
    expect(headlineDerivative(cat, 'defender_110', 'd300')?.key).toBe('defender_110_2027_d300_se');
    const found = await specs(request(`/api/vehicles/${idBefore}/specs`), ctx({ id: String(idBefore) }));
    expect(((await found.json()) as { data: { price_from_jpy: number } }).data.price_from_jpy).toBe(8_450_000);
    expect((await problem(await specs(request(`/api/vehicles/${gone}/specs`), ctx({ id: String(gone) })))).status).toBe(404);

    const [audit] = await importAudits();
    expect(audit).toMatchObject({ actorKind: 'user', subjectId: null });
    expect((audit!.after as { nameplates: string[] }).nameplates).toEqual(['defender_110']);
    expect((audit!.before as { nameplates: string[] }).nameplates).toHaveLength(13);
    expect(await db().select({ key: modelDerivatives.key }).from(modelDerivatives)).toHaveLength(14);
  });

  it('takes back its own export unchanged', async () => {
    const exported = await exportRoute(request('/api/models/export', { admin: true }), undefined);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toContain('model-catalogue.json');
    const document = (await exported.json()) as CatalogueDocument;
    expect(document).toEqual(await exportModelCatalogue(seeder));
    const ids = (await getModelCatalogue()).derivatives.map((d) => [d.key, d.id]);
    const response = await importRoute(request('/api/models/import', { method: 'POST', json: document, admin: true }), undefined);
    expect(response.status).toBe(200);
    expect(await exportModelCatalogue(seeder)).toEqual(document);
    expect((await getModelCatalogue()).derivatives.map((d) => [d.key, d.id])).toEqual(ids);
  });

  it('answers a body that is not JSON with a problem, and changes nothing', async () => {
    const before = await exportModelCatalogue(seeder);
    const bad = request('/api/models/import', {
      method: 'POST',
      body: '{"brands": [',
      admin: true,
      headers: { 'content-type': 'application/json' },
    });
    expect((await problem(await importRoute(bad, undefined))).status).toBe(400);
    expect(await exportModelCatalogue(seeder)).toEqual(before);
  });
});

describe('the demo seed after an import', () => {
  it('leaves an admin’s catalogue alone, even one the admin emptied', async () => {
    const before = await exportModelCatalogue(seeder);
    expect(await seedDemoModels(seeder)).toBe(false);
    expect(await exportModelCatalogue(seeder)).toEqual(before);

    const empty = { brands: [], families: [], nameplates: [], body_styles: [], engines: [], derivatives: [] };
    await importModelCatalogue(seeder, empty);
    expect(await exportModelCatalogue(seeder)).toEqual(empty);
    expect(await seedDemoModels(seeder)).toBe(false);
    expect((await getModelCatalogue()).nameplates).toEqual([]);
  });
});
