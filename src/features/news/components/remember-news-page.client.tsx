'use client';

import { useEffect } from 'react';
import { serialiseVisitedNewsPage, visitedNewsPagesKey } from '../visited-news-page';

/** On a news list page: remembers which page the visitor is on, for the articles' back link. Renders nothing. */
export function RememberNewsPage({ path, page }: { path: string; page: number }) {
  useEffect(() => {
    try {
      window.sessionStorage.setItem(visitedNewsPagesKey, serialiseVisitedNewsPage({ path, page }));
    } catch {
      // Storage refused (private mode, quota): the back link goes to the list's first page.
    }
  }, [path, page]);
  return null;
}
