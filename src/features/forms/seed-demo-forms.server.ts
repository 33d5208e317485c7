import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers } from '@/db/schema';
import type { Actor } from '@/features/auth/permissions';
import { formInput } from './definition';
import { demoForms } from './demo-forms';
import { createForm, findForm } from './forms.server';
import { allLocations, createLocation } from './locations.server';

/**
 * The demo's forms, and one location per demo dealer (its showroom, with the dealer's address and
 * e-mail) so that "ご希望の販売店" lists the real stock dealers. Skips what exists.
 */
export async function seedDemoForms(actor: Actor): Promise<void> {
  const db = await getDb();
  const existing = new Set((await allLocations()).map((l) => l.dealerCode));
  for (const dealer of await db.select().from(dealers).orderBy(asc(dealers.dealerCode))) {
    if (existing.has(dealer.dealerCode)) continue;
    await createLocation(actor, {
      name: dealer.name,
      dealer_code: dealer.dealerCode,
      email: dealer.email || null,
      phone: dealer.phone || null,
      postcode: dealer.postcode || null,
      address: `${dealer.state}${dealer.locality}${dealer.address}`,
    });
  }
  for (const form of demoForms) {
    if (!(await findForm(form.name))) await createForm(actor, formInput.parse(form));
  }
}
