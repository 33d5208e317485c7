import { z } from 'zod';
import { contactLink } from './contact';
import { isPlaceable } from './distance';
import { prefectureOfAddress } from './prefectures';
import { contactTypes, type Contact, type RetailerView, type Service } from './retailer';
import { normalisePostcode } from '@/lib/postcode';

/**
 * The retailer cards' list fields (blocks.md §2.6): `contact_info` (type, icon, label, href; types
 * phone, whatsapp and email) and `services` (icon, label), stored as JSON lists on each card and
 * checked on save with Japanese messages. The schema blocks' `contact_info` (type, value) and
 * `offers_info` (category, description, url) are read here too.
 */
export const contactsMax = 6;
export const servicesMax = 12;

const text = (max: number) => z.string().trim().max(max);

export const cardContactSchema = z.object({
  type: z.enum(contactTypes),
  icon: text(40).optional(),
  label: text(80).optional(),
  href: text(300),
});
export const serviceSchema = z.object({ icon: text(40).optional(), label: text(60).min(1) });

export type CardContact = z.output<typeof cardContactSchema>;

export interface ListIssue {
  /** Index in the list, and the item field at fault (none: the item as a whole). */
  path: (string | number)[];
  message: string;
}

const typeNames = { phone: '電話番号', whatsapp: 'WhatsAppの電話番号', email: 'メールアドレス' } as const;

/** What is wrong with a stored contact_info list, in Japanese, per item. */
export function contactInfoIssues(value: unknown): ListIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    return [
      { path: [], message: '連絡先は [{"type": "phone", "label": "電話", "href": "03-1234-5678"}] の形のリストで入力してください。' },
    ];
  const issues: ListIssue[] = [];
  if (value.length > contactsMax) issues.push({ path: [], message: `連絡先は${contactsMax}件までです。` });
  value.forEach((item, index) => {
    const parsed = cardContactSchema.safeParse(item);
    if (!parsed.success) {
      issues.push({ path: [index], message: '各連絡先には type（phone・whatsapp・email）と href が必要です。' });
    } else if (!contactLink(parsed.data.type, parsed.data.href)) {
      issues.push({ path: [index, 'href'], message: `${typeNames[parsed.data.type]}として正しくありません：${parsed.data.href}` });
    }
  });
  return issues;
}

export function servicesIssues(value: unknown): ListIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    return [{ path: [], message: 'サービスは [{"icon": "wrench", "label": "整備・車検"}] の形のリストで入力してください。' }];
  const issues: ListIssue[] = [];
  if (value.length > servicesMax) issues.push({ path: [], message: `サービスは${servicesMax}件までです。` });
  value.forEach((item, index) => {
    if (!serviceSchema.safeParse(item).success) issues.push({ path: [index], message: '各サービスには label（60文字まで）が必要です。' });
  });
  return issues;
}

/** The valid contacts of a stored list, as links (what a save rule would refuse is left out). */
export function cardContacts(value: unknown): Contact[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, contactsMax).flatMap((item) => {
    const parsed = cardContactSchema.safeParse(item);
    if (!parsed.success) return [];
    const link = contactLink(parsed.data.type, parsed.data.href);
    return link
      ? [{ type: parsed.data.type, label: parsed.data.label || link.display, href: link.href, icon: parsed.data.icon ?? '' }]
      : [];
  });
}

export function cardServices(value: unknown): Service[] {
  if (!Array.isArray(value)) return [];
  return value.slice(0, servicesMax).flatMap((item) => {
    const parsed = serviceSchema.safeParse(item);
    return parsed.success ? [{ icon: parsed.data.icon ?? '', label: parsed.data.label }] : [];
  });
}

export interface CardItem {
  name: string;
  address: string;
  city?: string;
  postcode?: string;
  opening_hours?: string;
  latitude?: number;
  longitude?: number;
  contact_info: unknown;
  services: unknown;
  /** The card's link, resolved by the block. */
  link: RetailerView['link'];
}

/** An editor's card as the retailer islands show it. */
export function cardView(card: CardItem, index: number, withServices: boolean): RetailerView {
  const city = card.city?.trim() ?? '';
  const street = card.address.trim();
  const address = city && !street.includes(city) ? `${city}${street}` : street;
  const placed = isPlaceable(card.latitude, card.longitude);
  return {
    id: `card-${index + 1}`,
    name: card.name,
    postcode: card.postcode ? normalisePostcode(card.postcode) : null,
    address,
    state: prefectureOfAddress(address) ?? prefectureOfAddress(city),
    latitude: placed ? card.latitude! : null,
    longitude: placed ? card.longitude! : null,
    openingHours: card.opening_hours ?? '',
    contacts: cardContacts(card.contact_info),
    services: withServices ? cardServices(card.services) : [],
    link: card.link,
    searchText: `${card.name} ${city} ${address}`,
  };
}
