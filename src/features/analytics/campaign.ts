import type { Consent } from '@/features/consent/consent';
import { scopeAllowed } from '@/features/tags/tags-allowed';

/** The URL parameters the campaign cookie keeps (site.md §7), in the order it writes them. */
export const campaignParamNames = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'utm_id', 'gclid'] as const;
export type CampaignParamName = (typeof campaignParamNames)[number];
export type CampaignParams = Partial<Record<CampaignParamName, string>>;

/**
 * The first-party campaign cookie (decision 0046): set on landing with campaign parameters, for 30
 * days, only with marketing consent — it exists to attribute a later enquiry or order to an ad.
 */
export const campaignCookie = {
  name: 'campaign_params',
  maxAgeSeconds: 30 * 24 * 60 * 60,
  scope: 'marketing',
} as const;

/** Longer values are cut: a cookie holds ~4 KB, and no ad platform sends more than this. */
const maxValueLength = 200;

function clean(value: string | null): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, maxValueLength) : null;
}

function pick(read: (name: CampaignParamName) => string | null): CampaignParams | null {
  const params: CampaignParams = {};
  let any = false;
  for (const name of campaignParamNames) {
    const value = clean(read(name));
    if (value) {
      params[name] = value;
      any = true;
    }
  }
  return any ? params : null;
}

/** The campaign parameters of a URL's query (the first value of each), or null when it has none. */
export function campaignFromSearch(search: string): CampaignParams | null {
  const query = new URLSearchParams(search);
  return pick((name) => query.get(name));
}

/**
 * The cookie value: the parameters as a query string. URLSearchParams escapes `;`, `,`, spaces,
 * quotes and backslashes, so the value needs no further quoting in a cookie.
 */
export function encodeCampaign(params: CampaignParams): string {
  const query = new URLSearchParams();
  for (const name of campaignParamNames) {
    const value = params[name];
    if (value) query.set(name, value);
  }
  return query.toString();
}

/** Reads the campaign back from a `document.cookie` string; unknown keys are ignored. */
export function readCampaignCookie(cookieHeader: string): CampaignParams | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== campaignCookie.name) continue;
    return campaignFromSearch(part.slice(at + 1).trim());
  }
  return null;
}

/** The `document.cookie` assignment that stores the campaign: SameSite=Lax, Secure on https. */
export function campaignCookieString(params: CampaignParams, secure: boolean): string {
  const attributes = `Max-Age=${campaignCookie.maxAgeSeconds}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return `${campaignCookie.name}=${encodeCampaign(params)}; ${attributes}`;
}

/** The assignment that removes it. */
export function clearCampaignCookieString(secure: boolean): string {
  return `${campaignCookie.name}=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export type CampaignCookieAction = { kind: 'write'; params: CampaignParams } | { kind: 'delete' } | { kind: 'keep' };

/**
 * What consent lets us do with the cookie. With marketing consent, the landing's parameters are
 * stored (replacing an older campaign: the last one the visitor came through counts). A decision
 * without marketing removes a stored one. No decision yet (pending, or a provider that could not
 * be read) stores nothing and removes nothing: the banner is still asking.
 */
export function campaignCookieAction(consent: Consent, landing: CampaignParams | null, stored: boolean): CampaignCookieAction {
  if (scopeAllowed(consent, campaignCookie.scope)) return landing ? { kind: 'write', params: landing } : { kind: 'keep' };
  const decided = consent.status === 'accepted' || consent.status === 'rejected';
  return decided && stored ? { kind: 'delete' } : { kind: 'keep' };
}

/** Whether the data layer may see the campaign: the same consent that lets us keep it. */
export function campaignAllowed(consent: Consent): boolean {
  return scopeAllowed(consent, campaignCookie.scope);
}

/**
 * Applies `campaignCookieAction` to a document. Returns whether the landing's parameters are now
 * stored, so the caller writes them once per landing, not on every consent report.
 */
export function syncCampaignCookie(doc: { cookie: string }, consent: Consent, landing: CampaignParams | null, secure: boolean): boolean {
  const action = campaignCookieAction(consent, landing, readCampaignCookie(doc.cookie) !== null);
  if (action.kind === 'write') doc.cookie = campaignCookieString(action.params, secure);
  if (action.kind === 'delete') doc.cookie = clearCampaignCookieString(secure);
  return action.kind === 'write';
}
