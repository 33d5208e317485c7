import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/db/client.server';
import { locations, type LocationRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cacheTags } from '@/lib/cache-tags';
import { cached, invalidateTags } from '@/lib/cache.server';
import { normalisePostcode } from './japanese-input';

/** A location as the API takes it. Its e-mail receives the notifications of leads meant for it. */
export const locationInput = z.object({
  name: z.string().trim().min(1).max(200),
  dealer_code: z.string().trim().min(1).max(50).nullable().default(null),
  email: z.email().max(254).nullable().default(null),
  phone: z.string().trim().max(30).nullable().default(null),
  postcode: z
    .string()
    .nullable()
    .default(null)
    .transform((value, ctx) => {
      if (value === null || value.trim() === '') return null;
      const postcode = normalisePostcode(value);
      if (!postcode) ctx.addIssue({ code: 'custom', message: 'a 7-digit Japanese postcode' });
      return postcode;
    }),
  address: z.string().trim().max(500).nullable().default(null),
});

export type LocationInput = z.input<typeof locationInput>;

export function locationJson(row: LocationRow) {
  return {
    id: row.id,
    name: row.name,
    dealer_code: row.dealerCode,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    address: row.address,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every location, by name. Public data (the form's location choice shows the names); cached. */
export function allLocations(): Promise<LocationRow[]> {
  return cached('locations', [cacheTags.forms], async () => {
    const db = await getDb();
    return db.select().from(locations).orderBy(asc(locations.name), asc(locations.id));
  });
}

function columns(input: z.output<typeof locationInput>) {
  return {
    name: input.name,
    dealerCode: input.dealer_code,
    email: input.email,
    phone: input.phone,
    postcode: input.postcode,
    address: input.address,
  };
}

export async function createLocation(actor: Actor, input: LocationInput): Promise<LocationRow> {
  assertCan(actor, 'forms.manage');
  const checked = locationInput.parse(input);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(locations).values(columns(checked)).returning();
    await recordAudit(actor, 'location.create', 'location', created!.id, null, checked, tx);
    return created!;
  });
  await invalidateTags(cacheTags.forms);
  return row;
}

export async function updateLocation(actor: Actor, id: number, input: LocationInput): Promise<LocationRow> {
  assertCan(actor, 'forms.manage');
  const checked = locationInput.parse(input);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(locations).where(eq(locations.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `No location with id ${id}.`);
    const [after] = await tx
      .update(locations)
      .set({ ...columns(checked), updatedAt: new Date() })
      .where(eq(locations.id, id))
      .returning();
    await recordAudit(actor, 'location.update', 'location', id, before, checked, tx);
    return after!;
  });
  await invalidateTags(cacheTags.forms);
  return row;
}

/** Deletes a location; leads that were meant for it keep everything but the link. */
export async function deleteLocation(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'forms.manage');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.delete(locations).where(eq(locations.id, id)).returning();
    if (!before) throw new AppError('NOT_FOUND', `No location with id ${id}.`);
    await recordAudit(actor, 'location.delete', 'location', id, before, null, tx);
  });
  await invalidateTags(cacheTags.forms);
}
