import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Phone numbers are stored in E.164 (+81…) and shown in Japanese national format (03-1234-5678). */
export function formatPhoneJa(e164: string): string {
  const phone = parsePhoneNumberFromString(e164, 'JP');
  return phone?.isValid() ? phone.formatNational() : e164;
}

export function telHref(e164: string): string {
  return `tel:${e164.replace(/[^+\d]/g, '')}`;
}
