'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useSyncExternalStore } from 'react';

/** Written by the stock list's island (blocks/stock-locator/stock-navigation.ts): the list last shown. */
const lastListKey = 'stock:last-list';

const noSubscription = () => () => {};
function readLastList(): string | null {
  try {
    return sessionStorage.getItem(lastListKey);
  } catch {
    return null; // storage off: keep the area link
  }
}

/**
 * "Back to stock": the exact list the visitor came from (filters, sort, page, area), remembered in
 * this tab; otherwise the list with the visitor's area (postcode search). Read in the browser:
 * vehicle pages are cached HTML, identical for every query string.
 */
export function BackToSearch({ label, keys, path = '/stock' }: { label: string; keys: string[]; path?: string }) {
  const params = useSearchParams();
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const qs = kept.toString();
  const last = useSyncExternalStore(noSubscription, readLastList, () => null);
  // Only a path on this site: storage is the visitor's, but never a way off the site.
  const href = last?.startsWith('/') && !last.startsWith('//') ? last : `${path}${qs ? `?${qs}` : ''}`;
  return <Link href={href}>← {label}</Link>;
}
