'use client';

import { useEffect } from 'react';

/** Messages between the editor and its preview frame (same origin only). */
export const previewMessages = {
  select: 'brand-site:select-block',
  highlight: 'brand-site:highlight-block',
  ready: 'brand-site:preview-ready',
} as const;

function blockAt(index: number): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-editor-block="${index}"]`);
}

function highlight(index: number, behavior: ScrollBehavior): void {
  for (const marked of document.querySelectorAll<HTMLElement>('[data-editor-selected]')) {
    marked.removeAttribute('data-editor-selected');
    marked.style.outline = '';
  }
  const block = blockAt(index);
  if (!block) return;
  block.setAttribute('data-editor-selected', '');
  block.style.outline = '3px solid #1a73e8';
  block.style.outlineOffset = '-3px';
  block.scrollIntoView({ block: 'nearest', behavior });
}

/**
 * Inside the editor's preview frame: a click on a block selects it in the editor (links and
 * buttons do not navigate away from the preview), and the editor can highlight a block.
 */
export function PreviewBridge() {
  useEffect(() => {
    if (window.parent === window) return;
    const post = (message: object) => window.parent.postMessage(message, window.location.origin);
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const block = target?.closest<HTMLElement>('[data-editor-block]');
      if (target?.closest('a, button, [role="button"], input, select, textarea, label')) event.preventDefault();
      if (!block) return;
      const index = Number(block.dataset.editorBlock);
      highlight(index, 'smooth');
      post({ type: previewMessages.select, index });
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; index?: number };
      if (data?.type === previewMessages.highlight && typeof data.index === 'number') highlight(data.index, 'smooth');
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('message', onMessage);
    const selected = Number(new URLSearchParams(window.location.search).get('block'));
    if (Number.isInteger(selected) && selected >= 0 && new URLSearchParams(window.location.search).has('block'))
      highlight(selected, 'instant');
    post({ type: previewMessages.ready });
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('message', onMessage);
    };
  }, []);
  return null;
}
