/**
 * Where a closed scheduled popup is remembered (site.md §4, §9): `store_type` picks localStorage,
 * sessionStorage or a cookie under `<namespace>-local-closed`, `-session-closed` or
 * `-cookie-closed`; `none` — and any store type the site does not know — remembers nothing, so
 * the popup comes back on the next page. Storage failures (private mode, full quota, blocked
 * cookies) are logged only (site.md §8): the popup then behaves as with `none`.
 */
export const storeTypes = ['localStorage', 'sessionStorage', 'cookie', 'none'] as const;
export type StoreType = (typeof storeTypes)[number];

export const defaultPopupNamespace = 'basic-popup';
export const defaultCookieExpiryDays = 1;

export function toStoreType(value: unknown): StoreType {
  return storeTypes.includes(value as StoreType) ? (value as StoreType) : 'none';
}

const suffixes: Record<Exclude<StoreType, 'none'>, string> = {
  localStorage: 'local-closed',
  sessionStorage: 'session-closed',
  cookie: 'cookie-closed',
};

export function dismissalKey(namespace: string, storeType: StoreType): string | null {
  return storeType === 'none' ? null : `${namespace}-${suffixes[storeType]}`;
}

/** The Set-Cookie text (for `document.cookie`) that remembers a dismissal for `days`. */
export function dismissalCookie(name: string, days: number, secure: boolean): string {
  const maxAge = Math.max(1, Math.round(days * 86_400));
  return `${name}=1; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Whether `document.cookie` holds `name` with a value (an emptied cookie is a removed one). */
export function cookieListHas(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => {
    const [key, value] = pair.trim().split('=');
    return key === name && Boolean(value);
  });
}

export function isDismissed(storeType: StoreType, namespace: string): boolean {
  const key = dismissalKey(namespace, storeType);
  if (!key) return false;
  try {
    if (storeType === 'cookie') return cookieListHas(document.cookie, key);
    const storage = storeType === 'localStorage' ? window.localStorage : window.sessionStorage;
    return storage.getItem(key) !== null;
  } catch (error) {
    console.warn('could not read the popup dismissal', error);
    return false;
  }
}

export function recordDismissal(storeType: StoreType, namespace: string, cookieExpiryDays: number): void {
  const key = dismissalKey(namespace, storeType);
  if (!key) return;
  try {
    if (storeType === 'cookie') document.cookie = dismissalCookie(key, cookieExpiryDays, window.location.protocol === 'https:');
    else (storeType === 'localStorage' ? window.localStorage : window.sessionStorage).setItem(key, 'true');
  } catch (error) {
    console.warn('could not remember the popup dismissal', error);
  }
}
