'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ResolvedImage } from '@/ui/picture';
import { fill, photoForKey, type GalleryLabels } from './vehicle-gallery-labels';
import styles from './vehicle-gallery.module.css';

/** The full-screen dialog (React Aria) is fetched when a visitor first asks for it, not on load. */
const loadFullscreen = () => import('./vehicle-gallery-fullscreen.client');
const GalleryFullscreen = lazy(loadFullscreen);

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The vehicle page's photos (issue 7 item 13): swipe or drag, ←/→ while the gallery has focus,
 * previous/next buttons, thumbnails and a 1/8 count, and a full-screen view. The slides and
 * thumbnails are server-rendered pictures passed in, so the first photo (the page's LCP) is in
 * the HTML before this hydrates; until then the strip scrolls natively (CSS scroll snap).
 */
export function VehicleGalleryCarousel({
  label,
  slides,
  thumbs,
  photos,
  labels,
}: {
  label: string;
  slides: ReactNode[];
  thumbs: ReactNode[];
  /** The same photos as data, for the full-screen view's larger pictures. */
  photos: ResolvedImage[];
  labels: GalleryLabels;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' });
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const thumbList = useRef<HTMLUListElement>(null);
  const total = slides.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    // Keep the current thumbnail in sight without scrolling the page itself.
    const list = thumbList.current;
    const thumb = list?.children[index] as HTMLElement | undefined;
    if (!list || !thumb) return;
    if (thumb.offsetLeft < list.scrollLeft || thumb.offsetLeft + thumb.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({
        left: thumb.offsetLeft - (list.clientWidth - thumb.offsetWidth) / 2,
        behavior: reducedMotion() ? 'instant' : 'smooth',
      });
    }
  }, [index]);

  const show = useCallback(
    (target: number) => {
      if (!embla) return;
      embla.scrollTo(target, reducedMotion());
      // Thumbnails and keys move the count at once; a swipe moves it through embla's `select`.
      setIndex(target);
    },
    [embla],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // The full-screen dialog is portalled out of the page, but React still bubbles its keys here.
    if (fullscreen || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = photoForKey(event.key, index, total);
    if (target === null) return;
    event.preventDefault();
    show(target);
  };

  const closeFullscreen = (last: number) => {
    setFullscreen(false);
    show(last);
    // React Aria returns focus to the opener; a browser that did not focus a clicked button (Safari) gets it here.
    window.requestAnimationFrame(() => opener.current?.focus());
  };

  const count = { index: index + 1, total };
  return (
    <section className={styles.gallery} aria-label={label} aria-roledescription="carousel" onKeyDown={onKeyDown}>
      <div className={styles.stage}>
        <div
          className={styles.viewport}
          ref={viewportRef}
          // Focusable, so keyboard visitors reach the photos and the arrow keys have a target.
          tabIndex={0}
          data-ready={embla ? '' : undefined}
        >
          <ul className={styles.track}>
            {slides.map((slide, i) => (
              <li key={i} className={styles.slide} aria-roledescription="slide" aria-label={fill(labels.count, { index: i + 1, total })}>
                {slide}
              </li>
            ))}
          </ul>
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={labels.previous}
              aria-disabled={index === 0 || undefined}
              onClick={() => index > 0 && show(index - 1)}
              data-gallery-previous=""
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={labels.next}
              aria-disabled={index === total - 1 || undefined}
              onClick={() => index < total - 1 && show(index + 1)}
              data-gallery-next=""
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
        <button
          ref={opener}
          type="button"
          className={styles.expand}
          aria-haspopup="dialog"
          onClick={() => setFullscreen(true)}
          onMouseEnter={loadFullscreen}
        >
          {labels.fullscreen}
        </button>
        <p className={styles.count} data-gallery-count="">
          <span aria-hidden="true">{fill(labels.count, count)}</span>
          {/* Polite: announced after whatever the visitor pressed has been read. */}
          <span className="visually-hidden" aria-live="polite" aria-atomic="true">
            {fill(labels.position, count)}
          </span>
        </p>
      </div>
      {total > 1 ? (
        <ul className={styles.thumbs} ref={thumbList}>
          {thumbs.map((thumb, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={fill(labels.show, { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => show(i)}
              >
                {thumb}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullscreen ? (
        <Suspense fallback={null}>
          <GalleryFullscreen photos={photos} start={index} labels={labels} onClose={closeFullscreen} />
        </Suspense>
      ) : null}
    </section>
  );
}
