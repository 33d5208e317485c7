'use client';

import { useEffect } from 'react';

/**
 * Attaches the web font's stylesheet after the first render. Its 124 @font-face rules (31 KB
 * gzipped) would otherwise block rendering on every page; Japanese glyphs are full-width in every
 * font, so the swap from the system font moves almost nothing (docs/decisions/0012).
 */
export function WebFont({ href }: { href: string }) {
  useEffect(() => {
    if (document.querySelector(`link[data-web-font="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.webFont = href;
    document.head.appendChild(link);
  }, [href]);
  return null;
}
