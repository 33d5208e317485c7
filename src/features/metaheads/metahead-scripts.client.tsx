'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

export interface ScriptMetahead {
  id: number;
  kind: 'inline' | 'src';
  content: string;
  reloadOnEachPage: boolean;
}

const ran = new Set<number>();

/**
 * The page's CSP nonce. Browsers blank the `nonce` attribute once a script is parsed (so injected
 * markup cannot read it), but the element's `nonce` property keeps it.
 */
function pageNonce(): string {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[nonce]')) if (script.nonce) return script.nonce;
  return '';
}

/**
 * Runs script metaheads once per visit, or on every page when `reload_on_each_page` is set.
 * Inline ones carry the page's nonce, or the Content-Security-Policy would block them; external
 * (`js-src`) ones load because a trusted script adds them ('strict-dynamic').
 */
export function MetaheadScripts({ scripts }: { scripts: ScriptMetahead[] }) {
  const pathname = usePathname();
  useEffect(() => {
    const nonce = pageNonce();
    for (const script of scripts) {
      if (ran.has(script.id) && !script.reloadOnEachPage) continue;
      ran.add(script.id);
      document.querySelector(`script[data-metahead="${script.id}"]`)?.remove();
      const el = document.createElement('script');
      el.dataset.metahead = String(script.id);
      if (script.kind === 'src') {
        el.src = script.content.trim();
        el.async = true;
      } else {
        el.nonce = nonce;
        el.text = script.content;
      }
      document.body.appendChild(el);
    }
  }, [scripts, pathname]);
  return null;
}
