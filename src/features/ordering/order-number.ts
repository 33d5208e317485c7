import { randomInt } from 'node:crypto';

/**
 * Reservation numbers people read out on the phone: `R` and eight characters of Crockford's
 * base 32 (no I, L, O or U to misread), about 10^12 values. Not a secret — the confirmation page
 * asks for a signed link as well (order-link.server.ts) — but not a counter either, so numbers
 * say nothing about how many orders there are.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderNumber(random: (max: number) => number = randomInt): string {
  let out = 'R';
  for (let i = 0; i < 8; i++) out += alphabet[random(alphabet.length)];
  return out;
}

export const orderNumberPattern = /^R[0-9A-HJKMNP-TV-Z]{8}$/;

/** A number as typed: upper-cased, spaces and hyphens dropped, O read as 0 and I or L as 1. */
export function normaliseOrderNumber(input: string): string {
  return input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/(?<=.)O/g, '0')
    .replace(/[IL]/g, '1');
}
