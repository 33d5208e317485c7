import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { vehicles } from '@/db/schema';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { vehiclePath } from './vehicle/slug';
import { slugSource } from './vehicle/vehicle-resource';

export interface VehicleChunk {
  /** 1-based number of the chunk (the sitemap file /sitemap/vehicles-<n>.xml). */
  number: number;
  lastmod: Date;
}

/** Listed vehicles in id order cut into chunks of `size`, with the latest change in each. */
export function listedVehicleChunks(size: number): Promise<VehicleChunk[]> {
  return cached(`sitemap:vehicle-chunks:${size}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const numbered = db
      .select({
        updatedAt: vehicles.updatedAt,
        chunk: sql<number>`(row_number() over (order by ${vehicles.id}) - 1) / ${size}::int + 1`.as('chunk'),
      })
      .from(vehicles)
      .where(eq(vehicles.listed, true))
      .as('numbered');
    const rows = await db
      .select({ number: numbered.chunk, lastmod: sql<Date | string>`max(${numbered.updatedAt})` })
      .from(numbered)
      .groupBy(numbered.chunk)
      .orderBy(numbered.chunk);
    return rows.map((r) => ({ number: Number(r.number), lastmod: new Date(r.lastmod) }));
  });
}

/** The canonical page paths of chunk `number` (the path the vehicle route never redirects); empty past the last. */
export function listedVehiclePaths(number: number, size: number): Promise<{ path: string; updatedAt: Date }[]> {
  return cached(`sitemap:vehicles:${size}:${number}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(vehicles)
      .where(eq(vehicles.listed, true))
      .orderBy(asc(vehicles.id))
      .limit(size)
      .offset((number - 1) * size);
    return rows.map((row) => ({ path: vehiclePath(slugSource(row)), updatedAt: row.updatedAt }));
  });
}
