import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { SiteShell } from '@/features/site/site-shell.server';
import { loadVehiclePage, VehicleDetail } from '@/features/stock/vehicle.server';
import { vehiclePageMetadata } from './vehicle-metadata.server';

type Props = { params: Promise<{ slug: string }> };

/** Rendered on first request and cached; any stock change re-renders (docs/decisions/0009). */
export async function generateStaticParams() {
  return [];
}
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return vehiclePageMetadata((await params).slug);
}

/** Stock locator vehicle page (site.md §2, route stock-locator-preview; analytics page kind pdp). */
export default async function VehiclePage({ params }: Props) {
  const page = await loadVehiclePage((await params).slug);
  if (page.kind === 'not_found') notFound();
  // The proxy answers stale slugs with 301 first; this covers a slug that changed a moment ago.
  if (page.kind === 'redirect') permanentRedirect(page.location);
  return (
    <SiteShell path={page.view.canonicalPath} pageKind="pdp">
      <VehicleDetail view={page.view} />
    </SiteShell>
  );
}
