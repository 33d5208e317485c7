'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';
import { Modal } from '@/features/popups/components/modal.client';
import { Picture } from '@/ui/picture';
import { fill, imageForKey, type GalleryLabels, type GalleryPhoto } from './gallery-labels';
import styles from './gallery.module.css';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The images full screen in the site's modal (a native modal <dialog>: the page behind is inert, so
 * focus stays inside; Escape closes; focus goes back to the image that opened it). Swipe, ←/→,
 * Home/End and the buttons move through the images; without motion when the visitor asks for less.
 */
export default function GalleryFullscreen({
  photos,
  start,
  labels,
  onClose,
}: {
  photos: GalleryPhoto[];
  start: number;
  labels: GalleryLabels;
  onClose: () => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start, duration: 20 });
  const [index, setIndex] = useState(start);
  const total = photos.length;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setIndex(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const show = (target: number) => {
    embla?.scrollTo(target, reducedMotion());
    setIndex(target);
  };

  useEffect(() => {
    // The dialog is modal: while it is open, keys can only be meant for it.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = imageForKey(event.key, index, total);
      if (target === null) return;
      event.preventDefault();
      embla?.scrollTo(target, reducedMotion());
      setIndex(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [embla, index, total]);

  const count = { index: index + 1, total };
  return (
    <Modal open onClose={onClose} label={labels.dialog} closeLabel={labels.close} variant="fullscreen">
      <div className={styles.viewer}>
        <p className={styles.count} aria-live="polite" aria-atomic="true">
          <span aria-hidden="true">{fill(labels.count, count)}</span>
          <span className="visually-hidden">{fill(labels.position, count)}</span>
        </p>
        <div className={styles.viewport} ref={viewportRef}>
          <ul className={styles.track}>
            {photos.map((photo, i) => (
              <li key={photo.index} className={styles.slide} aria-hidden={i !== index || undefined}>
                <figure className={styles.slideFigure}>
                  <Picture image={photo.image} sizes="100vw" priority={i === start} className={styles.slidePicture} />
                  {photo.caption ? <figcaption className={styles.slideCaption}>{photo.caption}</figcaption> : null}
                </figure>
              </li>
            ))}
          </ul>
        </div>
        {total > 1 ? (
          <div className={styles.nav}>
            <button
              type="button"
              className={styles.arrow}
              aria-label={labels.previous}
              aria-disabled={index === 0 || undefined}
              onClick={() => index > 0 && show(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className={styles.arrow}
              aria-label={labels.next}
              aria-disabled={index === total - 1 || undefined}
              onClick={() => index < total - 1 && show(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
