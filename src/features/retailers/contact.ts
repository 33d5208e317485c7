import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { ContactType } from './retailer';

/**
 * Contact links as a phone in Japan expects them (japan.md): tel: in E.164, shown in national
 * format (03-1234-5678); WhatsApp as its documented wa.me link; e-mail as mailto:. Null when the
 * value is not something that can be called or written to.
 */
export interface ContactLink {
  href: string;
  /** The number in national format, or the address. */
  display: string;
}

const hyphens = /[\u2010-\u2015\u2212\u30fc\uff70\uff0d]/g;

function phoneOf(raw: string) {
  let text = raw.normalize('NFKC').trim().replace(hyphens, '-');
  // An editor may paste the link itself: wa.me/<country code and number>, or tel:….
  const wa = /^https:\/\/wa\.me\/(\d+)$/i.exec(text);
  text = wa ? `+${wa[1]}` : text.replace(/^tel:/i, '');
  const phone = parsePhoneNumberFromString(text, 'JP');
  return phone?.isValid() ? phone : null;
}

export function phoneLink(raw: string): ContactLink | null {
  const phone = phoneOf(raw);
  if (!phone) return null;
  // Japanese numbers are read in national format; a foreign one keeps its country code.
  return { href: `tel:${phone.number}`, display: phone.country === 'JP' ? phone.formatNational() : phone.formatInternational() };
}

export function whatsappLink(raw: string): ContactLink | null {
  const phone = phoneOf(raw);
  if (!phone) return null;
  return {
    href: `https://wa.me/${phone.number.replace('+', '')}`,
    display: phone.country === 'JP' ? phone.formatNational() : phone.formatInternational(),
  };
}

const emailPattern = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,}$/i;

export function emailLink(raw: string): ContactLink | null {
  const address = raw
    .normalize('NFKC')
    .trim()
    .replace(/^mailto:/i, '');
  return emailPattern.test(address) ? { href: `mailto:${address}`, display: address } : null;
}

export function contactLink(type: ContactType, raw: string): ContactLink | null {
  if (type === 'phone') return phoneLink(raw);
  if (type === 'whatsapp') return whatsappLink(raw);
  return emailLink(raw);
}

/** Directions to a place in the visitor's own map app (Google Maps URLs: web, Android and iOS). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?${new URLSearchParams({ api: '1', destination: `${latitude},${longitude}` })}`;
}
