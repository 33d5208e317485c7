import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { dealers, type DealerRow } from '@/db/schema';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { checkboxParam } from '@/features/stock/url-state';
import { DEALERS_LIST_SIZE } from '@/features/stock/constants';
import type { Translate } from '@/i18n/i18n';
import { emailLink, phoneLink } from './contact';
import { isPlaceable } from './distance';
import { prefectureOrder } from './prefectures';
import type { Contact, RetailerView } from './retailer';

/**
 * The brand's retailers from the dealers table (site.md §3 Retailer and dealer), for the retailer
 * locator: every dealer that carries the brand, whether or not it has cars in stock today, at most
 * the spec's dealers list size (50), in JIS prefecture order and by name. Cached under the stock
 * tag, which every stock import bumps.
 */
export async function getBrandDealers(brand: string): Promise<DealerRow[]> {
  return cached(`retailers:dealers:${brand}`, [cacheTags.stockAll], async () => {
    const db = await getDb();
    const rows = await db
      .select()
      .from(dealers)
      .where(sql`${brand} = any(${dealers.brands})`)
      .orderBy(asc(dealers.name))
      .limit(DEALERS_LIST_SIZE);
    return rows.sort((a, b) => prefectureOrder(a.state) - prefectureOrder(b.state));
  });
}

/** A dealer's name for a brand (site.md §3 owner_metadata: display_name_jag or display_name_lr). */
export function dealerName(d: Pick<DealerRow, 'name' | 'ownerMetadata'>, brand: string): string {
  return (brand === 'jaguar' ? d.ownerMetadata.display_name_jag : d.ownerMetadata.display_name_lr) || d.name;
}

/** 都道府県 and 市区町村 before the street address, unless it already starts with them. */
export function fullAddress(state: string, locality: string, street: string): string {
  let address = street.trim();
  if (locality && !address.includes(locality)) address = locality + address;
  if (state && !address.startsWith(state)) address = state + address;
  return address;
}

export interface DealerViewOptions {
  brand: string;
  /** The stock page each retailer's cars are listed on ('' for none). */
  stockPath: string;
  t: Translate;
}

export function dealerView(d: DealerRow, { brand, stockPath, t }: DealerViewOptions): RetailerView {
  const name = dealerName(d, brand);
  const address = fullAddress(d.state, d.locality, d.address);
  const contacts: Contact[] = [];
  const phone = phoneLink(d.phone);
  if (phone) contacts.push({ type: 'phone', label: phone.display, href: phone.href, icon: '' });
  const email = emailLink(d.email);
  if (email) contacts.push({ type: 'email', label: t('retailers.email_us'), href: email.href, icon: '' });
  const placed = isPlaceable(d.latitude, d.longitude);
  const stock = stockPath ? `${stockPath}?${new URLSearchParams([[`${checkboxParam('dealers')}[]`, String(d.id)]])}` : null;
  return {
    id: d.dealerCode,
    name,
    postcode: d.postcode || null,
    address,
    state: d.state || null,
    latitude: placed ? d.latitude : null,
    longitude: placed ? d.longitude : null,
    openingHours: d.openingHours,
    contacts,
    services: [],
    link: stock ? { href: stock, label: t('retailers.stock_link'), external: false } : null,
    searchText: `${name} ${address} ${d.postcode}`,
  };
}
