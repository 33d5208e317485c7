'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { videoEmbedUrl } from '../video-embed';

// The dialog and its player load on the first video click: pages without one pay a listener.
const VideoDialog = lazy(() => import('./video-dialog.client'));

/** A link's own words name the video; the data attribute's value may say it better. */
function titleOf(link: HTMLAnchorElement, fallback: string): string {
  return link.dataset.videoModal?.trim() || link.getAttribute('aria-label')?.trim() || link.textContent?.trim() || fallback;
}

/**
 * The video modal of site.md §2. A link with `data-video-modal` (its value optionally the video's
 * title) to a YouTube or Vimeo video opens the video in the modal instead of leaving the page;
 * other links, modified clicks and pages without JavaScript follow the link as usual.
 */
export function VideoModalHost({ closeLabel, fallbackTitle }: { closeLabel: string; fallbackTitle: string }) {
  const [video, setVideo] = useState<{ src: string; title: string } | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-video-modal]');
      const src = link ? videoEmbedUrl(link.href) : null;
      if (!link || !src) return;
      event.preventDefault();
      setVideo({ src, title: titleOf(link, fallbackTitle) });
    }
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [fallbackTitle]);

  if (!video) return null;
  return (
    <Suspense fallback={null}>
      <VideoDialog src={video.src} title={video.title} closeLabel={closeLabel} onClose={() => setVideo(null)} />
    </Suspense>
  );
}
