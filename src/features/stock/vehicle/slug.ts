import { mainBrand } from '../constants';

/**
 * Vehicle page path (site.md §2):
 * /showroom/{state}-{brand}-{model}-{productionYear}-{engines}-{drivetrain}-{transmission}-{color}-{id}
 * The brand is left out for the main brand. Only the trailing id identifies the car; the rest is
 * for people and search engines, and a stale slug is redirected to the current one.
 */
export interface SlugSource {
  id: number;
  state: string;
  brand: string;
  model: string;
  productionYear: number | null;
  engines: string[];
  drivetrain: string;
  transmission: string;
  color: string;
}

function part(value: string | number | null | undefined): string {
  return String(value ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function vehicleSlug(v: SlugSource): string {
  const parts = [
    v.state,
    v.brand === mainBrand ? '' : v.brand,
    v.model,
    v.productionYear,
    v.engines.join('-'),
    v.drivetrain,
    v.transmission,
    v.color,
  ]
    .map(part)
    .filter(Boolean);
  return [...parts, String(v.id)].join('-');
}

export function vehiclePath(v: SlugSource, query?: URLSearchParams): string {
  const qs = query?.toString();
  return `/showroom/${vehicleSlug(v)}${qs ? `?${qs}` : ''}`;
}

/** The vehicle id at the end of a slug, or null when there is none. */
export function vehicleIdFromSlug(slug: string): number | null {
  const m = /(?:^|-)(\d{1,9})$/.exec(slug);
  return m ? Number(m[1]) : null;
}
