import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/lib/env.server';

/**
 * Which browser holds a car: a random secret in an HttpOnly cookie, of which the database keeps
 * only a hash (holds.server.ts). Script on the page cannot read it, another browser cannot have
 * it, so a lock id seen in a URL or a log gives nobody the checkout.
 */
export const holderCookie = 'sl_holder';
const secretPattern = /^[A-Za-z0-9_-]{32,64}$/;

/** The holder secret in a Cookie header, if it has a well-formed one. */
export function holderSecretOf(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === holderCookie && secretPattern.test(value)) return value;
  }
  return null;
}

export function newHolderSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The cookie as the response sets it (a day: longer than any hold). */
export function holderCookieOptions() {
  return { httpOnly: true, sameSite: 'lax' as const, secure: env().SITE_URL.startsWith('https:'), path: '/', maxAge: 60 * 60 * 24 };
}

export function holderSetCookie(secret: string): string {
  const o = holderCookieOptions();
  return `${holderCookie}=${secret}; Path=${o.path}; Max-Age=${o.maxAge}; HttpOnly; SameSite=Lax${o.secure ? '; Secure' : ''}`;
}
