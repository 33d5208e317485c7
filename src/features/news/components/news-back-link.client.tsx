'use client';

import { useSyncExternalStore } from 'react';
import { newsBackHref, parseVisitedNewsPage, visitedNewsPagesKey } from '../visited-news-page';

function readVisited(): string | null {
  try {
    return window.sessionStorage.getItem(visitedNewsPagesKey);
  } catch {
    return null; // Storage refused: the list's first page.
  }
}

// The remembered page is written by the list before the visitor gets here; nothing to listen to.
const subscribe = () => () => {};

/**
 * The article's link back to the list (site.md §2): the server renders it to the list's first page
 * — so it works without JavaScript and in the cached page — and the browser points it at the list
 * page the visitor came from, `?currentPage=N` appended.
 */
export function NewsBackLink({ href, label, className }: { href: string; label: string; className?: string }) {
  const target = useSyncExternalStore(
    subscribe,
    () => newsBackHref(parseVisitedNewsPage(readVisited()), href),
    () => href,
  );
  return (
    <a href={target} className={className} data-news-back="">
      <span aria-hidden="true">←</span> {label}
    </a>
  );
}
