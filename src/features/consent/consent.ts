/** Cookie consent (site.md §3 Consent, §4): stored as `status:scopes` under `cookieConsentStatus`. */
export const consentStorageKey = 'cookieConsentStatus';
/** Dispatched on `window` when this tab stores a decision (other tabs hear the storage event). */
export const consentChangeEvent = 'consentchange';
const consentStatuses = ['pending', 'accepted', 'rejected', 'unknown'] as const;
export const consentScopes = ['obligatory', 'optional', 'statistic', 'marketing', 'unclassified'] as const;

export type ConsentStatus = (typeof consentStatuses)[number];
export type ConsentScope = (typeof consentScopes)[number];

export interface Consent {
  status: ConsentStatus;
  scopes: ConsentScope[];
}

export const allScopes: ConsentScope[] = [...consentScopes];
/** Rejecting still allows what the site cannot work without. */
export const obligatoryOnly: ConsentScope[] = ['obligatory'];

export function serializeConsent(consent: Consent): string {
  return `${consent.status}:${consent.scopes.join(',')}`;
}

/** Anything unreadable counts as no decision yet (`pending`), so the banner asks again. */
export function parseConsent(raw: string | null | undefined): Consent {
  if (!raw) return { status: 'pending', scopes: [] };
  const [status, scopeText = ''] = raw.split(':', 2);
  if (!status || !(consentStatuses as readonly string[]).includes(status)) return { status: 'pending', scopes: [] };
  const scopes = scopeText.split(',').filter((s): s is ConsentScope => (consentScopes as readonly string[]).includes(s));
  return { status: status as ConsentStatus, scopes };
}

export function needsDecision(consent: Consent): boolean {
  return consent.status === 'pending' || consent.status === 'unknown';
}

/** Third-party consent providers (CMPs) that can stand in for our own banner (decision 0043). */
export const cmpVendors = ['onetrust', 'cookiebot', 'usercentrics', 'didomi'] as const;
export type CmpVendor = (typeof cmpVendors)[number];

/** site.md §4: basic (our banner), none (always accepted), or one of the four CMPs. */
export const consentStrategies = ['basic', 'none', ...cmpVendors] as const;
export type ConsentStrategy = (typeof consentStrategies)[number];

export function isCmpVendor(strategy: string): strategy is CmpVendor {
  return (cmpVendors as readonly string[]).includes(strategy);
}
