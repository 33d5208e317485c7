'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { pushToDataLayer } from './data-layer';
import { pageViewEvent, readConsentRaw, type PageViewContext } from './page-view';

/** Pushes page_view to the data layer on every page; the tag manager (when consented) reads it. */
export function PageView(props: PageViewContext) {
  const pathname = usePathname();
  const { category, brand, market } = props;
  useEffect(() => {
    pushToDataLayer({ ...pageViewEvent({ category, brand, market }, readConsentRaw()), page_path: pathname });
  }, [pathname, category, brand, market]);
  return null;
}
