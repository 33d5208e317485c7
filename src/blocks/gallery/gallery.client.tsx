'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { fill, type GalleryLabels, type GalleryPhoto } from './gallery-labels';

/** The full-screen view (the site's modal and embla) is fetched when a visitor is about to open it. */
const loadFullscreen = () => import('./gallery-fullscreen.client');
const GalleryFullscreen = lazy(loadFullscreen);

/** Whether the filter shows it (`display: none` hides it); browsers without checkVisibility measure it. */
const isShown = (element: Element) =>
  typeof element.checkVisibility === 'function' ? element.checkVisibility() : element.getClientRects().length > 0;

/** Grid positions of the images the category filter leaves visible, in grid order. */
function visibleIndexes(container: HTMLElement): number[] {
  return [...container.querySelectorAll<HTMLElement>('[data-gallery-index]')]
    .filter((link) => isShown(link.closest('li') ?? link))
    .map((link) => Number(link.dataset.galleryIndex));
}

/**
 * Opens the full-screen view from the grid's links (a plain left click; a click with a modifier
 * still opens the image file in a new tab), over the images the filter shows, and announces how
 * many images a filter leaves.
 */
export function GalleryViewer({ containerId, photos, labels }: { containerId: string; photos: GalleryPhoto[]; labels: GalleryLabels }) {
  const [open, setOpen] = useState<{ shown: GalleryPhoto[]; start: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLElement>('[data-gallery-index]');
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const clicked = Number(link.dataset.galleryIndex);
      const visible = new Set(visibleIndexes(container));
      const shown = photos.filter((p) => visible.has(p.index) || p.index === clicked);
      const start = shown.findIndex((p) => p.index === clicked);
      if (start < 0) return;
      event.preventDefault();
      setOpen({ shown, start });
    };
    const onChange = (event: Event) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.type !== 'radio') return;
      setAnnouncement(fill(labels.results, { count: visibleIndexes(container).length }));
    };
    const prefetch = () => void loadFullscreen().catch(() => undefined);
    container.addEventListener('click', onClick);
    container.addEventListener('change', onChange);
    container.addEventListener('pointerover', prefetch, { once: true });
    container.addEventListener('focusin', prefetch, { once: true });
    return () => {
      container.removeEventListener('click', onClick);
      container.removeEventListener('change', onChange);
      container.removeEventListener('pointerover', prefetch);
      container.removeEventListener('focusin', prefetch);
    };
  }, [containerId, photos, labels.results]);

  return (
    <>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {open ? (
        <Suspense fallback={null}>
          <GalleryFullscreen photos={open.shown} start={open.start} labels={labels} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
