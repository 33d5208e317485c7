import type { CSSProperties, ReactNode } from 'react';
import type { Translate } from '@/i18n/i18n';
import { CarouselControls } from './islands';
import type { DotStyle } from './carousel-controls.client';
import styles from './carousel.module.css';

export interface CarouselSlide {
  key: string;
  /** Names the slide for screen readers and its dot ("ディフェンダー", "サントリーニ・ブラック"). */
  name: string;
  /** A colour dot's colour (`swatches`), `#RRGGBB`. */
  swatch?: string | null;
  content: ReactNode;
}

interface Props {
  /** Unique on the page; the island finds the carousel by it. */
  id: string;
  /** The id of the heading that names the carousel; without one, `label` names it. */
  labelledBy?: string;
  label?: string;
  slides: CarouselSlide[];
  /** Slides in view per breakpoint (< 741 px, ≥ 741 px, ≥ 1024 px); fractions let the next slide peek in. */
  perView?: { sm: number; md: number; lg: number };
  dots?: DotStyle;
  /** Milliseconds per slide when the slides move by themselves; null: they do not. */
  autoplayMs?: number | null;
  t: Translate;
  className?: string;
  slideClassName?: string;
}

export const carouselIds = (blockId: number) => ({ root: `carousel-${blockId}`, heading: `carousel-${blockId}-heading` });

/**
 * The markup of every carousel block, rendered on the server. Without JavaScript it is a row of
 * slides the visitor scrolls sideways (CSS scroll-snap), so every slide is reachable; the
 * controls island (embla) then takes the row over and adds previous/next buttons, dots, arrow keys
 * and, when asked for, autoplay with its pause button. One island for every carousel block.
 */
export function Carousel({
  id,
  labelledBy,
  label,
  slides,
  perView = { sm: 1, md: 1, lg: 1 },
  dots = 'dots',
  autoplayMs = null,
  t,
  className,
  slideClassName,
}: Props) {
  if (!slides.length) return null;
  const total = slides.length;
  const slideLabels = slides.map((s, i) => t('carousel.slide_label', { name: s.name, current: i + 1, total }));
  const vars = { '--per-view-sm': perView.sm, '--per-view-md': perView.md, '--per-view-lg': perView.lg } as CSSProperties;
  return (
    <div
      id={id}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      style={vars}
      role="region"
      aria-roledescription={t('carousel.roledescription')}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : (label ?? t('carousel.default_label'))}
      data-carousel=""
    >
      {/* Focusable: without JavaScript the keyboard scrolls it; with it, the arrow keys change slides. */}
      <div id={`${id}-viewport`} className={styles.viewport} tabIndex={0} role="group" aria-label={t('carousel.slides')}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              id={`${id}-slide-${i + 1}`}
              className={[styles.slide, slideClassName].filter(Boolean).join(' ')}
              role="group"
              aria-roledescription={t('carousel.slide_roledescription')}
              aria-label={slideLabels[i]}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <CarouselControls
          rootId={id}
          dots={dots}
          slideLabels={slideLabels}
          dotLabels={slides.map((s) => t('carousel.go_to', { name: s.name }))}
          swatches={dots === 'swatches' ? slides.map((s) => s.swatch ?? null) : undefined}
          names={dots === 'names' ? slides.map((s) => s.name) : undefined}
          autoplayMs={autoplayMs}
          labels={{
            controls: t('carousel.controls'),
            previous: t('carousel.previous'),
            next: t('carousel.next'),
            pause: t('carousel.pause'),
            play: t('carousel.play'),
          }}
        />
      ) : null}
    </div>
  );
}
