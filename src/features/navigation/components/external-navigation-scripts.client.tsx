'use client';

import { useEffect } from 'react';
import { injectScript } from '@/features/tags/inject-script';

/**
 * Adds the external navigation's scripts (decision 0049), once per page load: each with the page's
 * nonce (the CSP runs nothing else) and its Subresource Integrity hash, so the browser refuses a
 * script whose content is not the one the administrator pinned. `crossorigin` is what makes the
 * browser check the hash of a script from another host (the host must answer with CORS headers).
 * Listed in the tag registry as `external_navigation` (the 外部送信 notice names its hosts).
 */
export function ExternalNavigationScripts({ scripts }: { scripts: { src: string; integrity: string }[] }) {
  const key = JSON.stringify(scripts);
  useEffect(() => {
    for (const script of JSON.parse(key) as { src: string; integrity: string }[]) {
      injectScript('external_navigation', {
        src: script.src,
        attributes: { integrity: script.integrity, crossorigin: 'anonymous', referrerpolicy: 'strict-origin-when-cross-origin' },
      });
    }
  }, [key]);
  return null;
}
