import { z } from 'zod';
import { vehicleStates, vehicleStatuses } from '@/db/schema/stock';

/**
 * One vehicle of a dealer feed, with the spec's field names (site.md §3). The same schema checks
 * the import file, the import API and the demo generator.
 */
const yen = z.number().int().min(0).max(2_000_000_000);
const isoDate = z.iso.date();
const yearMonth = z.string().regex(/^\d{4}-\d{2}(-\d{2})?$/, 'YYYY-MM or YYYY-MM-DD');

export const priceEntrySchema = z.object({
  type: z.enum(['purchase', 'lease', 'subscribe']),
  value_raw: yen,
  old_value_raw: yen.optional(),
  hiddenFromVisitors: z.boolean().optional(),
});

export const japanUsedCarSchema = z.object({
  date_registered: yearMonth.optional(),
  date_mot_expiry: yearMonth.nullable().optional(),
  /** true: 車検整備付 (inspection done at delivery) when there is no expiry date. */
  mot_included: z.boolean().optional(),
  date_warranty_expiry: yearMonth.nullable().optional(),
  repair_record: z.boolean(),
  previous_use: z.enum(['private', 'company', 'rental', 'demo']).optional(),
  regular_maintenance_availability: z.boolean().optional(),
  maintenance_log: z.boolean().optional(),
  recycling_fee: z.object({ status: z.enum(['included', 'separate', 'unpaid']), amount: yen.optional() }).optional(),
  on_the_road_price: yen.optional(),
});

export const feedRowSchema = z
  .object({
    vin: z
      .string()
      .trim()
      .regex(/^[A-HJ-NPR-Z0-9]{6,17}$/i, 'VIN: 6–17 letters and digits (no I, O, Q)'),
    item_id: z.string().max(64).optional(),
    dealer_code: z.string().min(1).max(32),
    state: z.enum(vehicleStates),
    status: z.enum(vehicleStatuses),
    nameplate_brand_name: z.enum(['land_rover', 'jaguar']),
    nameplate_name: z.string().min(1).max(64),
    nameplate_model_group: z.string().min(1).max(64),
    nameplate_external_code: z.string().max(32).optional(),
    model_display_name: z.string().min(1).max(120),
    version: z.string().max(120).default(''),
    drivetrain: z.string().max(32).default(''),
    transmission: z.string().max(32).default(''),
    engine_type: z.array(z.string().min(1).max(32)).max(5).default([]),
    color_name: z.string().max(80).default(''),
    color_canonical: z.string().max(40).default(''),
    interior_color: z.string().max(80).optional(),
    production_year: z.number().int().min(1948).max(2100).optional(),
    model_year: z.number().int().min(1948).max(2100).optional(),
    mileage: z.number().int().min(0).max(2_000_000).optional(),
    mileage_unit: z.enum(['km', 'mi']).default('km'),
    power: z.number().int().min(0).max(2000).optional(),
    power_unit: z.enum(['PS', 'kW', 'hp']).default('PS'),
    engine_capacity: z.number().min(0).max(10_000).optional(),
    engine_capacity_unit: z.enum(['cc', 'L']).default('cc'),
    battery_capacity: z.number().min(0).max(500).optional(),
    number_of_seats: z.number().int().min(1).max(9).optional(),
    msrp_price: yen.optional(),
    sale_price: yen.optional(),
    monthly_price: yen.optional(),
    price_hidden: z.boolean().default(false),
    prices: z.array(priceEntrySchema).max(10).default([]),
    financing_options: z.array(z.enum(['cash', 'lease', 'rent'])).default([]),
    delivery_date: z.string().max(40).optional(),
    long_description: z.string().max(10_000).optional(),
    features_standard: z.array(z.string().max(200)).max(200).default([]),
    features_optional: z
      .array(z.object({ name: z.string().max(200), price: yen.optional() }))
      .max(200)
      .default([]),
    accessories: z
      .array(z.object({ name: z.string().max(200), price: yen.optional() }))
      .max(200)
      .default([]),
    photos: z
      .array(z.object({ image_id: z.number().int().positive(), alt: z.string().max(200).optional() }))
      .max(60)
      .default([]),
    video_url: z.url().optional(),
    config_url: z.url().max(2048).optional(),
    footnote: z.string().max(2000).optional(),
    product_card_disclaimer: z.string().max(2000).optional(),
    order_number: z.string().max(64).optional(),
    availability: z.string().max(64).optional(),
    version_code: z.string().max(64).optional(),
    /** Australian state price metadata (site.md §3): ACT, NSW, NT, QLD, SA, TAS, VIC, WA. */
    price_metadata: z
      .partialRecord(z.enum(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']), z.record(z.string(), z.unknown()))
      .optional(),
    avl_field: z
      .object({
        registration_date: z.string().max(40).optional(),
        open_market_value: yen.optional(),
        additional_registration_fee: yen.optional(),
        preferential_additional_registration_fee: yen.optional(),
      })
      .optional(),
    disclaimers: z.array(z.string().max(2000)).max(20).default([]),
    /** Per price kind; shown with asterisks in order (site.md §9). */
    price_disclaimers: z
      .object({
        purchase_price: z.string().max(2000).optional(),
        lease_price: z.string().max(2000).optional(),
        subscribe_price: z.string().max(2000).optional(),
      })
      .optional(),
    japan_used_and_approved_cars_field: japanUsedCarSchema.optional(),
    created_at: isoDate.optional(),
  })
  .superRefine((row, ctx) => {
    if (row.state !== 'new' && !row.japan_used_and_approved_cars_field) {
      ctx.addIssue({
        code: 'custom',
        path: ['japan_used_and_approved_cars_field'],
        message: 'required for used and approved cars (repair record at least)',
      });
    }
    if (row.state === 'new' && row.msrp_price === undefined && !row.price_hidden) {
      ctx.addIssue({ code: 'custom', path: ['msrp_price'], message: 'required for new cars unless price_hidden' });
    }
  });

export type FeedRow = z.infer<typeof feedRowSchema>;

/** The price a visitor sees and filters by: 支払総額 for used/approved cars, MSRP for new ones. */
export function displayPriceOf(
  row: Pick<FeedRow, 'state' | 'msrp_price' | 'japan_used_and_approved_cars_field'> & { price_hidden?: boolean },
): number | null {
  // A hidden price is not searched, budgeted or sorted by: its place in a price order would reveal it.
  if (row.price_hidden) return null;
  if (row.state === 'new') return row.msrp_price ?? null;
  return row.japan_used_and_approved_cars_field?.on_the_road_price ?? null;
}
