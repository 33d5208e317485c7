/**
 * A retailer as the retailer blocks show it, whatever it came from (the dealers table for the
 * locator, an editor's card): client-safe, plain data for the islands.
 */
export const contactTypes = ['phone', 'whatsapp', 'email'] as const;
export type ContactType = (typeof contactTypes)[number];

export interface Contact {
  type: ContactType;
  /** What the button says (「03-3400-1001」, 「メールで問い合わせる」). */
  label: string;
  /** tel:+81…, https://wa.me/81…, mailto:… */
  href: string;
  /** An icon name of ui/icon, or empty: the type's own icon. */
  icon: string;
}

export interface Service {
  icon: string;
  label: string;
}

export interface RetailerView {
  id: string;
  name: string;
  /** 107-0062 form. */
  postcode: string | null;
  /** 都道府県 → 市区町村 → 番地, without the postcode. */
  address: string;
  /** The prefecture (the spec's `state`), when known. */
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  openingHours: string;
  contacts: Contact[];
  services: Service[];
  /** The retailer's page, or its cars in stock. */
  link: { href: string; label: string; external: boolean } | null;
  /** Name, prefecture, city and address, for text search. */
  searchText: string;
}
