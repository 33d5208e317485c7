'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';

/**
 * "Back to stock", keeping the visitor's area (postcode search). Read in the browser: vehicle pages
 * are cached HTML, identical for every query string.
 */
export function BackToSearch({ label, keys, path = '/stock' }: { label: string; keys: string[]; path?: string }) {
  const params = useSearchParams();
  const kept = new URLSearchParams();
  for (const key of keys) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const qs = kept.toString();
  return <Link href={`${path}${qs ? `?${qs}` : ''}`}>← {label}</Link>;
}
