'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pageViewEvent, readConsentRaw, type PageViewContext } from './page-view';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes page_view to the data layer on every page; the tag manager (when consented) reads it. */
export function PageView(props: PageViewContext) {
  const pathname = usePathname();
  const { category, brand, market } = props;
  useEffect(() => {
    window.dataLayer ??= [];
    window.dataLayer.push({ ...pageViewEvent({ category, brand, market }, readConsentRaw()), page_path: pathname });
  }, [pathname, category, brand, market]);
  return null;
}
