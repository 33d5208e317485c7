import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET as configData } from '@/app/public_api/vehicles/config_data/route';
import { getDb } from '@/db/client.server';
import { vehicleDetails, vehicles } from '@/db/schema';
import { generateDemoVehicles, seedDemoStock } from '@/features/stock/demo.server';
import { feedRowSchema, upsertVehicles } from '@/features/stock/import.server';
import { defaultLoanTerms, loanExample } from '@/features/stock/loan';
import { searchVehicles } from '@/features/stock/search.server';
import { emptySearch } from '@/features/stock/url-state';
import { loadVehicleMetadata, loadVehiclePage } from '@/features/stock/vehicle.server';
import { clearCache } from '@/lib/cache.server';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();
const count = 60;
const feed = generateDemoVehicles(count);

beforeAll(async () => {
  await seedDemoStock(count, { force: true });
});

async function idOf(vin: string) {
  const db = await getDb();
  const [row] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin.toUpperCase()));
  return row!.id;
}

/** A demo car whose model other listed cars share, so it has similar vehicles. */
const withSiblings = feed.find((v) => feed.filter((o) => o.nameplate_name === v.nameplate_name && o.state === 'used').length >= 3)!;

describe('vehicle page loader', () => {
  it('resolves the canonical slug to everything the page renders', async () => {
    const id = await idOf(withSiblings.vin);
    const { kind, location } = (await loadVehiclePage(`old-${id}`)) as { kind: string; location: string };
    expect(kind).toBe('redirect');
    const outcome = await loadVehiclePage(location.replace('/showroom/', ''));
    if (outcome.kind !== 'page') throw new Error(`expected the page, got ${outcome.kind}`);
    const { view } = outcome;
    expect(view.vehicle).toMatchObject({ id, vin: withSiblings.vin.toUpperCase() });
    expect(view.dealer?.dealerCode).toBe(withSiblings.dealer_code);
    expect(view.canonicalPath).toBe(location);
    expect(view.canonicalUrl).toBe(`http://localhost:3000${location}`);
    expect(view.title).toBe(`${withSiblings.model_display_name} ${withSiblings.version}`);
    // Similar vehicles: the same model, never the car itself, each card with its cover photo resolved.
    expect(view.similar.length).toBeGreaterThan(0);
    expect(view.similar.map((c) => c.vehicle.nameplateName)).toEqual(view.similar.map(() => withSiblings.nameplate_name));
    expect(view.similar.map((c) => c.vehicle.id)).not.toContain(id);
    expect(view.similar.map((c) => c.photo?.kind)).toEqual(view.similar.map(() => 'picture'));
    // The gallery: the car's own four drawings (front, side, rear, cabin), each named by its view; no landscapes.
    expect(view.gallery.map((p) => [p.kind, p.alt])).toEqual(withSiblings.photos!.map((photo) => ['picture', photo.alt]));
    expect(view.gallery).toHaveLength(4);
    // Order online is off by default: enquiry is the primary action, the dealer's phone in national format.
    expect(view.actions.primary.map((a) => a.id)).toEqual(['enquire']);
    expect(view.actions.secondary).toEqual([expect.objectContaining({ id: 'call', href: expect.stringMatching(/^tel:\+81\d+$/) })]);
    expect(view.actions.secondary[0]!.label).toMatch(/（0\d{1,4}-\d{1,4}-\d{4}）$/);
    expect(view.double.enabled).toBe(false);
  });

  it('gives the price block 支払総額 with vehicle price and fees for a used car', async () => {
    const used = feed.find((v) => v.state !== 'new' && v.japan_used_and_approved_cars_field?.on_the_road_price && !v.price_hidden)!;
    const outcome = await loadVehiclePage(`x-${await idOf(used.vin)}`);
    const page = outcome.kind === 'redirect' ? await loadVehiclePage(outcome.location.replace('/showroom/', '')) : outcome;
    if (page.kind !== 'page') throw new Error(`expected the page, got ${page.kind}`);
    expect(page.view.price).toMatchObject({
      kind: 'total',
      value: `${used.japan_used_and_approved_cars_field!.on_the_road_price!.toLocaleString('ja-JP')}円`,
      vehiclePrice: { value: `${used.sale_price!.toLocaleString('ja-JP')}円` },
    });
    // The payment example beside it is the card's: the same formula on the same 支払総額.
    const example = loanExample(used.japan_used_and_approved_cars_field!.on_the_road_price!, defaultLoanTerms)!;
    const row = (key: string) => page.view.loan!.rows.find((r) => r.key === key)?.value;
    expect(page.view.loan!.monthly).toBe(`月々${example.monthly.toLocaleString('ja-JP')}円〜`);
    expect([row('cash_price'), row('term'), row('apr'), row('bonus'), row('total')]).toEqual([
      `${example.cashPrice.toLocaleString('ja-JP')}円`,
      '60回（5年）',
      '3.9%',
      'ボーナス払いなし',
      `${example.totalPayable.toLocaleString('ja-JP')}円`,
    ]);
  });

  it('leaves a hidden price out of price searches, budgets and the price order', async () => {
    const cheap = feed.find((v) => v.state === 'used' && v.japan_used_and_approved_cars_field?.on_the_road_price)!;
    await upsertVehicles(
      'jp-main',
      [
        {
          ...cheap,
          price_hidden: true,
          japan_used_and_approved_cars_field: { ...cheap.japan_used_and_approved_cars_field!, on_the_road_price: 1_000 },
        },
      ],
      { full: false },
    );
    clearCache();
    const id = await idOf(cheap.vin);
    const found = await searchVehicles('jp-main', { ...emptySearch(), ranges: { display_price: { lteq: 5_000_000 } } });
    expect(found.total).toBeGreaterThan(0);
    expect(found.vehicles.map((v) => v.id)).not.toContain(id);
    const byPrice = await searchVehicles('jp-main', { ...emptySearch(), sort: 'priceAsc', items: 12, page: 1 });
    expect(byPrice.vehicles[0]!.id).not.toBe(id);
    const page = await loadVehiclePage(`x-${id}`);
    const view = page.kind === 'redirect' ? await loadVehiclePage(page.location.replace('/showroom/', '')) : page;
    if (view.kind !== 'page') throw new Error(`expected the page, got ${view.kind}`);
    expect(view.view.price.kind).toBe('on_request');
    expect(view.view.loan).toBeNull();
    await upsertVehicles('jp-main', [cheap], { full: false });
    clearCache();
  });

  it('answers not found for an unknown or unlisted vehicle', async () => {
    expect(await loadVehiclePage('used-defender-999999')).toEqual({ kind: 'not_found' });
    expect(await loadVehiclePage('no-id-here')).toEqual({ kind: 'not_found' });
    const gone = feed[0]!;
    const id = await idOf(gone.vin);
    await upsertVehicles('jp-main', feed.slice(1), { full: true });
    clearCache();
    expect(await loadVehiclePage(`x-${id}`)).toEqual({ kind: 'not_found' });
    expect(await loadVehicleMetadata(`x-${id}`)).toBeNull();
  });

  it('builds the title, description and canonical URL, without a hidden price', async () => {
    const car = feed.slice(1).find((v) => v.state === 'new' && v.msrp_price)!; // feed[0] was unlisted above
    const id = await idOf(car.vin);
    const meta = await loadVehicleMetadata(`x-${id}`);
    expect(meta?.title).toMatch(new RegExp(`^新車 ${car.model_display_name} ${car.version} \\| `));
    expect(meta?.description).toContain(`${Math.round(car.msrp_price! / 10_000).toLocaleString('ja-JP')}万円`);
    expect(meta?.canonical).toMatch(new RegExp(`^http://localhost:3000/showroom/.+-${id}$`));
    await upsertVehicles('jp-main', [{ ...car, price_hidden: true }], { full: false });
    clearCache();
    expect((await loadVehicleMetadata(`x-${id}`))?.description).not.toContain('万円');
  });
});

describe('GET /public_api/vehicles/config_data', () => {
  const url = 'https://configurator.example/defender/abc123';
  const get = (qs: string) => configData(request(`/public_api/vehicles/config_data${qs}`), undefined);

  it('finds the listed vehicle through the indexed config_url column the import fills', async () => {
    const [row] = generateDemoVehicles(1, 99);
    await upsertVehicles('jp-main', [feedRowSchema.parse({ ...row!, config_url: url })], { full: false });
    const db = await getDb();
    const [saved] = await db.select({ configUrl: vehicles.configUrl }).from(vehicles).where(eq(vehicles.vin, row!.vin.toUpperCase()));
    expect(saved?.configUrl).toBe(url);
    const res = await get(`?config_url=${encodeURIComponent(url)}`);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ item_id: row!.item_id, vin_suffix: row!.vin.toUpperCase().slice(-3), config_url: url });
  });

  it('does not look inside the vehicle details any more, and a re-import without the URL clears it', async () => {
    const db = await getDb();
    const id = await idOf(feed[5]!.vin);
    await db
      .update(vehicleDetails)
      .set({ data: { config_url: 'https://configurator.example/details-only' } })
      .where(eq(vehicleDetails.vehicleId, id));
    expect((await get(`?config_url=${encodeURIComponent('https://configurator.example/details-only')}`)).status).toBe(404);
    const [row] = generateDemoVehicles(1, 99);
    await upsertVehicles('jp-main', [row!], { full: false });
    expect((await get(`?config_url=${encodeURIComponent(url)}`)).status).toBe(404);
  });

  it('refuses a missing, overlong or NUL-carrying config_url with 400 naming it', async () => {
    for (const qs of ['', `?config_url=${'a'.repeat(2049)}`, '?config_url=a%00b']) {
      const res = await get(qs);
      expect(
        (await problem(res)).errors?.map((e) => e.pointer),
        qs,
      ).toEqual(['config_url']);
    }
  });
});
