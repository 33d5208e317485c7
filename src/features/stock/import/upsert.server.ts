import 'server-only';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, vehicleDetails, vehicles, type NewVehicleRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { canonicalNameplateCode } from '../constants';
import { displayPriceOf, type FeedRow } from './feed-row';

export interface UpsertOutcome {
  inserted: number;
  updated: number;
  unlisted: number;
}

function toRow(listingId: string, r: FeedRow, ownerId: number, importedAt: Date): { row: NewVehicleRow; data: Record<string, unknown> } {
  const {
    vin,
    item_id,
    state,
    status,
    nameplate_brand_name,
    nameplate_name,
    nameplate_model_group,
    model_display_name,
    version,
    drivetrain,
    transmission,
    engine_type,
    color_name,
    color_canonical,
    production_year,
    model_year,
    mileage,
    power,
    number_of_seats,
    msrp_price,
    sale_price,
    monthly_price,
    price_hidden,
    financing_options,
    created_at,
    dealer_code: _dealer,
    ...rest
  } = r;
  const row: NewVehicleRow = {
    listingId,
    vin: vin.toUpperCase(),
    itemId: item_id ?? null,
    ownerId,
    state,
    status,
    nameplateBrandName: nameplate_brand_name,
    nameplateName: nameplate_name,
    nameplateModelGroup: nameplate_model_group,
    modelDisplayName: model_display_name,
    version,
    drivetrain,
    transmission,
    engineType: engine_type,
    colorName: color_name,
    colorCanonical: color_canonical,
    productionYear: production_year ?? null,
    modelYear: model_year ?? null,
    mileage: mileage ?? null,
    power: power ?? null,
    numberOfSeats: number_of_seats ?? null,
    msrpPrice: msrp_price ?? null,
    salePrice: sale_price ?? null,
    onTheRoadPrice: r.japan_used_and_approved_cars_field?.on_the_road_price ?? null,
    displayPrice: displayPriceOf(r),
    monthlyPrice: monthly_price ?? null,
    priceHidden: price_hidden,
    financingOptions: financing_options,
    // Indexed for the configurator journey's lookup; the feed value also stays in the details.
    configUrl: r.config_url ?? null,
    listed: true,
    ...(created_at ? { createdAt: new Date(created_at) } : {}),
    updatedAt: importedAt,
  };
  // Platform nameplate codes become canonical ones (site.md §3: f-pace → x761 …).
  const data = rest as Record<string, unknown>;
  if (typeof data.nameplate_external_code === 'string') data.nameplate_external_code = canonicalNameplateCode(data.nameplate_external_code);
  return { row, data };
}

/**
 * Upserts validated feed rows by listing and VIN in one transaction. With `full`, vehicles of the
 * listing that the feed no longer contains are marked as no longer listed (kept for orders).
 * `rowNumbers` are the rows' numbers in the feed file, so problems name the row the dealer sees
 * (by default the 1-based position).
 */
export async function upsertVehicles(
  listingId: string,
  rows: FeedRow[],
  { full, rowNumbers = [] }: { full: boolean; rowNumbers?: number[] },
): Promise<UpsertOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    const codes = [...new Set(rows.map((r) => r.dealer_code))];
    const known = codes.length
      ? await tx.select({ id: dealers.id, code: dealers.dealerCode }).from(dealers).where(inArray(dealers.dealerCode, codes))
      : [];
    const dealerByCode = new Map(known.map((d) => [d.code, d.id]));
    const missing = rows.flatMap((r, i) =>
      dealerByCode.has(r.dealer_code)
        ? []
        : [{ pointer: `rows.${rowNumbers[i] ?? i + 1}.dealer_code`, detail: `unknown dealer ${r.dealer_code}` }],
    );
    if (missing.length) throw new AppError('VALIDATION_FAILED', 'The feed names dealers that do not exist.', missing.slice(0, 50));

    // Every row this import touches gets the same timestamp; a full feed then unlists the rest of
    // the listing by that timestamp (a NOT IN over 100k VINs would exceed the parameter limit).
    const importedAt = new Date();
    let inserted = 0;
    let updated = 0;
    for (let i = 0; i < rows.length; i += 500) {
      const chunk = rows.slice(i, i + 500).map((r) => toRow(listingId, r, dealerByCode.get(r.dealer_code)!, importedAt));
      const chunkVins = chunk.map((c) => c.row.vin);
      const existing = await tx
        .select({ vin: vehicles.vin })
        .from(vehicles)
        .where(and(eq(vehicles.listingId, listingId), inArray(vehicles.vin, chunkVins)));
      updated += existing.length;
      inserted += chunk.length - existing.length;
      const saved = await tx
        .insert(vehicles)
        .values(chunk.map((c) => c.row))
        .onConflictDoUpdate({
          target: [vehicles.listingId, vehicles.vin],
          set: Object.fromEntries(
            [
              'itemId',
              'ownerId',
              'state',
              'status',
              'nameplateBrandName',
              'nameplateName',
              'nameplateModelGroup',
              'modelDisplayName',
              'version',
              'drivetrain',
              'transmission',
              'engineType',
              'colorName',
              'colorCanonical',
              'productionYear',
              'modelYear',
              'mileage',
              'power',
              'numberOfSeats',
              'msrpPrice',
              'salePrice',
              'onTheRoadPrice',
              'displayPrice',
              'monthlyPrice',
              'priceHidden',
              'financingOptions',
              'configUrl',
              'listed',
              'updatedAt',
            ].map((k) => [k, sql.raw(`excluded.${(vehicles as unknown as Record<string, { name: string }>)[k]!.name}`)]),
          ),
        })
        .returning({ id: vehicles.id, vin: vehicles.vin });
      const dataByVin = new Map(chunk.map((c) => [c.row.vin, c.data]));
      await tx
        .insert(vehicleDetails)
        .values(saved.map((s) => ({ vehicleId: s.id, data: dataByVin.get(s.vin)! })))
        .onConflictDoUpdate({ target: vehicleDetails.vehicleId, set: { data: sql.raw('excluded.data') } });
    }
    let unlisted = 0;
    if (full) {
      const gone = await tx
        .update(vehicles)
        .set({ listed: false, updatedAt: importedAt })
        .where(and(eq(vehicles.listingId, listingId), eq(vehicles.listed, true), lt(vehicles.updatedAt, importedAt)))
        .returning({ id: vehicles.id });
      unlisted = gone.length;
    }
    return { inserted, updated, unlisted };
  });
  // Also what tells every instance's facet index (search/facet-index.server.ts) to rebuild.
  await invalidateTags(cacheTags.stock(listingId), cacheTags.stockAll);
  return outcome;
}
