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

/** Runs script metaheads once per visit, or on every page when `reload_on_each_page` is set. */
export function MetaheadScripts({ scripts }: { scripts: ScriptMetahead[] }) {
  const pathname = usePathname();
  useEffect(() => {
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
        el.text = script.content;
      }
      document.body.appendChild(el);
    }
  }, [scripts, pathname]);
  return null;
}
