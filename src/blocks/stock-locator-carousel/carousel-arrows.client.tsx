'use client';

import { useEffect, useState } from 'react';
import styles from './stock-locator-carousel.module.css';

/**
 * Previous/next buttons for the scroll-snap row (issue 7 item 20): touch and trackpads scroll it
 * natively, a mouse needs something to click. Each press moves one card; a button is disabled at
 * its end, and both hide when everything fits.
 */
export function CarouselArrows({ rowId, labels }: { rowId: string; labels: { previous: string; next: string } }) {
  const [ends, setEnds] = useState({ start: true, end: true });

  useEffect(() => {
    const row = document.getElementById(rowId);
    if (!row) return;
    const update = () => setEnds({ start: row.scrollLeft <= 1, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
    update();
    row.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [rowId]);

  const move = (direction: -1 | 1) => {
    const row = document.getElementById(rowId);
    const card = row?.firstElementChild as HTMLElement | null;
    if (!row || !card) return;
    const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
    row.scrollBy({ left: direction * (card.offsetWidth + gap), behavior: 'smooth' });
  };

  if (ends.start && ends.end) return null;
  return (
    <div className={styles.arrows}>
      <button type="button" aria-controls={rowId} disabled={ends.start} onClick={() => move(-1)} data-carousel-prev="">
        <span aria-hidden="true">←</span> {labels.previous}
      </button>
      <button type="button" aria-controls={rowId} disabled={ends.end} onClick={() => move(1)} data-carousel-next="">
        {labels.next} <span aria-hidden="true">→</span>
      </button>
    </div>
  );
}
