'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import styles from './carousel.module.css';

/** How the dots look: small dots, the slides' names (models) or colour swatches. */
export type DotStyle = 'dots' | 'names' | 'swatches';

interface Props {
  rootId: string;
  dots: DotStyle;
  /** Each slide's name with its position, announced when the visitor changes slides. */
  slideLabels: string[];
  /** Each dot's accessible name ("ディフェンダーを表示"). */
  dotLabels: string[];
  names?: string[];
  swatches?: (string | null)[];
  autoplayMs: number | null;
  labels: { controls: string; previous: string; next: string; pause: string; play: string };
}

const colour = /^#[0-9a-f]{6}$/i;

/** The stop a key leads to from `current` of `count`, within the ends; null for other keys. */
export function targetOf(key: string, current: number, count: number): number | null {
  const target = ({ ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: count - 1 } as Record<string, number>)[key];
  return target === undefined ? null : Math.min(Math.max(target, 0), count - 1);
}

/**
 * Takes the server-rendered row of slides over with embla: previous/next buttons (disabled at the
 * ends), one dot per stop, ←/→/Home/End on the slides and the controls, and autoplay that stops
 * for good when the visitor presses pause, drags or moves focus into the carousel (APG carousel),
 * waits while the pointer is over it, and never starts under reduced motion. Renders nothing
 * until embla runs, so a page without JavaScript keeps its scrollable row and no dead buttons.
 */
export function CarouselControls({ rootId, dots, slideLabels, dotLabels, names, swatches, autoplayMs, labels }: Props) {
  const [emblaRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps', duration: 25 });
  const [snaps, setSnaps] = useState(0);
  const [selected, setSelected] = useState(0);
  const [ends, setEnds] = useState({ prev: false, next: false });
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const reduced = useRef(false);
  const startAt = useRef(0);
  const controls = useRef<HTMLDivElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);

  // Hand the server-rendered viewport to embla, keeping the slide the visitor had scrolled to.
  useEffect(() => {
    const viewport = document.getElementById(`${rootId}-viewport`);
    if (!viewport) return;
    reduced.current = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const first = viewport.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
    const width = first?.getBoundingClientRect().width ?? 0;
    startAt.current = width > 0 ? Math.round(viewport.scrollLeft / width) : 0;
    viewport.scrollLeft = 0;
    emblaRef(viewport);
    return () => emblaRef(null);
  }, [rootId, emblaRef]);

  useEffect(() => {
    if (!api) return;
    const root = document.getElementById(rootId);
    root?.setAttribute('data-carousel-ready', '');
    const sync = () => {
      setSnaps(api.scrollSnapList().length);
      setSelected(api.selectedScrollSnap());
      setEnds({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    const stop = () => setPlaying(false);
    if (startAt.current) api.scrollTo(startAt.current, true);
    sync();
    setPlaying(autoplayMs !== null && !reduced.current);
    api.on('select', sync).on('reInit', sync).on('pointerDown', stop);
    return () => {
      api.off('select', sync).off('reInit', sync).off('pointerDown', stop);
      root?.removeAttribute('data-carousel-ready');
    };
  }, [api, rootId, autoplayMs]);

  // Focus inside the carousel stops autoplay for good (except on the pause button itself); the pointer over it only waits.
  useEffect(() => {
    const root = document.getElementById(rootId);
    if (!root || autoplayMs === null) return;
    const focused = (event: FocusEvent) => {
      if (event.target !== pauseButton.current) setPlaying(false);
    };
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    root.addEventListener('focusin', focused);
    root.addEventListener('mouseenter', enter);
    root.addEventListener('mouseleave', leave);
    return () => {
      root.removeEventListener('focusin', focused);
      root.removeEventListener('mouseenter', enter);
      root.removeEventListener('mouseleave', leave);
    };
  }, [rootId, autoplayMs]);

  // One timer per slide shown: a slide the visitor chose gets its full time too.
  useEffect(() => {
    if (!api || !playing || hovered || autoplayMs === null) return;
    const timer = window.setTimeout(() => (api.canScrollNext() ? api.scrollNext() : api.scrollTo(0)), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [api, playing, hovered, selected, autoplayMs]);

  const go = useCallback(
    (index: number) => {
      api?.scrollTo(index, reduced.current);
      setAnnouncement(slideLabels[index] ?? '');
    },
    [api, slideLabels],
  );

  /** ←/→/Home/End: changes the slide and stops autoplay; false for any other key. */
  const move = useCallback(
    (key: string): boolean => {
      if (!api) return false;
      const index = targetOf(key, api.selectedScrollSnap(), api.scrollSnapList().length);
      if (index === null) return false;
      setPlaying(false);
      go(index);
      return true;
    },
    [api, go],
  );

  // The arrow keys on the slides themselves (the focusable viewport), not on a link inside a slide.
  useEffect(() => {
    const viewport = document.getElementById(`${rootId}-viewport`);
    if (!viewport) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target === viewport && !event.isComposing && move(event.key)) event.preventDefault();
    };
    viewport.addEventListener('keydown', onKey);
    return () => viewport.removeEventListener('keydown', onKey);
  }, [rootId, move]);

  if (!api || snaps < 2) return null;

  const onControlsKey = (event: ReactKeyboardEvent) => {
    if (event.nativeEvent.isComposing || !move(event.key)) return;
    event.preventDefault();
    // On a dot, the focus follows the slide (a roving dot, like tabs).
    if ((event.target as HTMLElement).dataset.dot !== undefined) {
      window.requestAnimationFrame(() => controls.current?.querySelector<HTMLElement>('[data-dot][aria-current="true"]')?.focus());
    }
  };

  return (
    <div ref={controls} className={styles.controls} role="group" aria-label={labels.controls} onKeyDown={onControlsKey}>
      {autoplayMs !== null ? (
        <button
          ref={pauseButton}
          type="button"
          className={styles.iconButton}
          aria-controls={`${rootId}-viewport`}
          onClick={() => setPlaying((p) => !p)}
          data-carousel-toggle=""
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          <span className="visually-hidden">{playing ? labels.pause : labels.play}</span>
        </button>
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        aria-controls={`${rootId}-viewport`}
        disabled={!ends.prev}
        onClick={() => go(selected - 1)}
        data-carousel-prev=""
      >
        <span aria-hidden="true" className={styles.chevronPrev} />
        <span className="visually-hidden">{labels.previous}</span>
      </button>
      <div className={[styles.dots, styles[`dots-${dots}`]].join(' ')}>
        {Array.from({ length: snaps }, (_, i) => {
          const swatch = swatches?.[i];
          return (
            <button
              key={i}
              type="button"
              className={styles.dot}
              aria-label={dots === 'names' ? undefined : dotLabels[i]}
              aria-current={i === selected ? 'true' : undefined}
              aria-controls={`${rootId}-viewport`}
              tabIndex={i === selected ? 0 : -1}
              onClick={() => go(i)}
              data-dot=""
            >
              {dots === 'names' ? (
                names?.[i]
              ) : (
                <span
                  aria-hidden="true"
                  className={styles.dotMark}
                  style={swatch && colour.test(swatch) ? { backgroundColor: swatch } : undefined}
                />
              )}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={styles.iconButton}
        aria-controls={`${rootId}-viewport`}
        disabled={!ends.next}
        onClick={() => go(selected + 1)}
        data-carousel-next=""
      >
        <span aria-hidden="true" className={styles.chevronNext} />
        <span className="visually-hidden">{labels.next}</span>
      </button>
      {/* Polite only while nothing moves by itself (APG): a rotating carousel would talk all the time. */}
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        {announcement}
      </p>
    </div>
  );
}
