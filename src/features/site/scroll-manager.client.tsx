'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { scrollToAnchor } from '@/features/navigation/scroll-offsets';

/**
 * Scroll on route change (site.md §2): a hash scrolls smoothly to its element allowing for the
 * header, in-page bar and breadcrumbs; a new path starts at the top.
 */
export function ScrollManager() {
  const pathname = usePathname();
  const first = useRef(true);

  useEffect(() => {
    const hash = window.location.hash.slice(1);
    if (hash) {
      // Wait a frame so the target is laid out.
      requestAnimationFrame(() => scrollToAnchor(hash, first.current ? 'auto' : 'smooth'));
    } else if (!first.current) {
      window.scrollTo({ top: 0 });
    }
    first.current = false;
  }, [pathname]);

  useEffect(() => {
    const onHash = () => {
      const hash = window.location.hash.slice(1);
      if (hash) scrollToAnchor(hash);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return null;
}
