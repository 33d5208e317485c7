'use client';

import { useEffect } from 'react';
import { canvasMeasure, hasSystemFont, systemJapaneseFonts } from './system-japanese-font';

/**
 * Attaches the web font's stylesheet after the first render, and only on a device without a
 * Japanese system font. Its 124 @font-face rules (31 KB gzipped) would otherwise block rendering on
 * every page, and swapping it in relays out every line of text — on a phone that already shows the
 * page in Hiragino or Noto Sans CJK, that work (a third of the stock page's layout time) buys
 * nothing (docs/decisions/0012).
 */
export function WebFont({ href }: { href: string }) {
  useEffect(() => {
    if (document.querySelector(`link[data-web-font="${href}"]`)) return;
    const measure = canvasMeasure();
    if (measure && hasSystemFont(systemJapaneseFonts, measure)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.webFont = href;
    document.head.appendChild(link);
  }, [href]);
  return null;
}
