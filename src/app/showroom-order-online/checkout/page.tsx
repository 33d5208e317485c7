import { and, desc, eq, gt } from 'drizzle-orm';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client.server';
import { vehicleHolds } from '@/db/schema';
import { checkoutPath } from '@/features/ordering/checkout.server';
import { holderCookie } from '@/features/ordering/holder-cookie.server';
import { holderHash } from '@/features/ordering/holds.server';

export const dynamic = 'force-dynamic';

/** /showroom-order-online/checkout (site.md §2): this browser's checkout in progress, else the home page. */
export default async function CheckoutPage() {
  const secret = (await cookies()).get(holderCookie)?.value;
  if (secret) {
    const db = await getDb();
    const [hold] = await db
      .select({ vehicleId: vehicleHolds.vehicleId })
      .from(vehicleHolds)
      .where(
        and(eq(vehicleHolds.holderHash, holderHash(secret)), eq(vehicleHolds.status, 'active'), gt(vehicleHolds.expiresAt, new Date())),
      )
      .orderBy(desc(vehicleHolds.createdAt))
      .limit(1);
    if (hold) redirect(checkoutPath(hold.vehicleId));
  }
  redirect('/');
}
