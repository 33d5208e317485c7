import 'server-only';
import type { Metadata } from 'next';
import { getImage } from '@/features/media/images.server';
import { getSetting } from '@/features/settings/settings.server';
import { vehicleIdFromSlug } from '@/features/stock/vehicle';
import { getVehiclePage, loadVehicleMetadata } from '@/features/stock/vehicle.server';
import { getT } from '@/i18n/i18n';
import { env } from '@/lib/env.server';
import { pickShareVariant } from './share-image';
import { vehicleShareMetadata, type VehicleShareInput } from './vehicle-share-metadata';

type Photo = { image_id?: number };

/** The first of the car's photos that is stored with a shareable cut, as an absolute URL. */
async function shareImage(data: Record<string, unknown>, alt: string): Promise<VehicleShareInput['image']> {
  for (const photo of (data.photos as Photo[] | undefined) ?? []) {
    if (!photo.image_id) continue;
    const variant = pickShareVariant((await getImage(photo.image_id))?.variants ?? []);
    if (variant) return { url: new URL(variant.url, env().SITE_URL).toString(), width: variant.width, height: variant.height, alt };
  }
  return null;
}

/** Metadata of a vehicle page; empty for an unknown car (the proxy answers those with the 404 page). */
export async function vehiclePageMetadata(slug: string): Promise<Metadata> {
  const id = vehicleIdFromSlug(slug);
  const [meta, page, siteName] = await Promise.all([
    loadVehicleMetadata(slug),
    id ? getVehiclePage(id) : null,
    getSetting('seo.site_name'),
  ]);
  if (!meta || !page) return {};
  const { vehicle } = page;
  return vehicleShareMetadata({
    ...meta,
    siteName: siteName ?? getT('ja')('site.name'),
    image: await shareImage(vehicle.data, `${vehicle.modelDisplayName} ${vehicle.version}`.trim()),
  });
}
