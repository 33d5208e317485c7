'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Picture, type ResolvedImage } from '@/ui/picture';
import { fill, photoForKey, type GalleryLabels } from './vehicle-gallery-labels';
import styles from './vehicle-gallery.module.css';

/**
 * The photos full screen, loaded only when opened: React Aria moves focus in, keeps Tab inside,
 * hides the page from screen readers, closes on Escape and gives focus back to the opener. Swipe,
 * ←/→ and the buttons move through the photos; closing hands the last one back to the page.
 */
export default function GalleryFullscreen({
  photos,
  start,
  labels,
  onClose,
}: {
  photos: ResolvedImage[];
  start: number;
  labels: GalleryLabels;
  onClose: (index: number) => void;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start });
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
    embla?.scrollTo(target);
    setIndex(target);
  };

  // React Aria focuses the dialog itself, which takes no key handler prop: listen on its element.
  const dialog = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const target = photoForKey(event.key, index, total);
      if (target === null || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      embla?.scrollTo(target);
      setIndex(target);
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [embla, index, total]);
  const count = { index: index + 1, total };

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onClose(index)} className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog ref={dialog} className={styles.dialog} data-gallery-fullscreen="">
          <div className={styles.fullscreenBar}>
            <Heading slot="title" className="visually-hidden">
              {labels.dialog}
            </Heading>
            <p className={styles.fullscreenCount} aria-live="polite" aria-atomic="true">
              <span aria-hidden="true">{fill(labels.count, count)}</span>
              <span className="visually-hidden">{fill(labels.position, count)}</span>
            </p>
            <button type="button" className={styles.close} onClick={() => onClose(index)}>
              {labels.close}
            </button>
          </div>
          <div className={styles.fullscreenViewport} ref={viewportRef}>
            <ul className={styles.track}>
              {photos.map((photo, i) => (
                <li key={i} className={styles.fullscreenSlide}>
                  <Picture image={photo} sizes="100vw" priority={i === start} />
                </li>
              ))}
            </ul>
          </div>
          {total > 1 ? (
            <div className={styles.fullscreenNav}>
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
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
