'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { phoneMedia } from './media';
import { createSlideTimer, type SlideTimer } from './slide-timer';
import styles from './hero-carousel.module.css';

export interface HeroCarouselSlide {
  /** DOM id of the slide: the plain indicator links point at it. */
  id: string;
  /** What the slide is called: its headline, else its image's alt text, else "スライド n". */
  label: string;
  /** "3枚中1枚目": the slide group's accessible name. */
  positionLabel: string;
  durationMs: number;
  hasBackgroundVideo: boolean;
  /** The slide as the server rendered it. */
  content: ReactNode;
}

export interface HeroCarouselLabels {
  carousel: string;
  carouselRole: string;
  slideRole: string;
  indicators: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
}

export interface HeroCarouselProps {
  variant: 'classic' | 'tabs';
  slides: HeroCarouselSlide[];
  autoplay: boolean;
  showPlayPause: boolean;
  hasTimer: boolean;
  /** At most this many slides on touch devices (`has_touch_devices_slides_limit`). */
  touchLimit: number | null;
  /** Background videos play on phones too (`has_mobile_video`). */
  videoOnPhones: boolean;
  /** `offer_key`: a button click is also an offers event. */
  offerKey?: string;
  labels: HeroCarouselLabels;
}

/** What holds the rotation for a while; the visitor's pause button is the `motion` state instead. */
type Hold = 'hover' | 'focus' | 'video' | 'hidden' | 'offscreen';

const touchMedia = '(hover: none) and (pointer: coarse)';
const reducedMotionMedia = '(prefers-reduced-motion: reduce)';

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The hero carousel in the browser (blocks.md §2.20, decision 0052). The server renders every
 * slide in a horizontally scrolling, snapping row with plain links to each slide, so without
 * JavaScript everything is reachable. Here Embla takes the row over and adds autoplay (never under
 * reduced motion) with a pause/play button (WCAG 2.2.2), a hold while the pointer is over it, a
 * keyboard focus is in it, a video plays, the tab is hidden or the carousel is scrolled away,
 * previous/next buttons, the current slide marked on its indicator, the timer bar, background
 * videos and the hero-slider analytics events.
 */
export function HeroCarousel({
  variant,
  slides,
  autoplay,
  showPlayPause,
  hasTimer,
  touchLimit,
  videoOnPhones,
  offerKey,
  labels,
}: HeroCarouselProps) {
  const touch = useMediaQuery(touchMedia);
  const reducedMotion = useMediaQuery(reducedMotionMedia);
  const phone = useMediaQuery(phoneMedia);
  const shown = touchLimit && touch ? slides.slice(0, touchLimit) : slides;
  const count = shown.length;

  const [viewportRef, api] = useEmblaCarousel({ loop: count > 1, duration: 30, active: count > 1 });
  const enhanced = api !== undefined;
  const [selectedIndex, setSelected] = useState(0);
  const selected = Math.min(selectedIndex, count - 1);
  /** The pause button: 'auto' until the visitor presses it. */
  const [motion, setMotion] = useState<'auto' | 'on' | 'off'>('auto');
  const [holds, setHolds] = useState<ReadonlySet<Hold>>(new Set());
  const frameRef = useRef<HTMLDivElement>(null);
  const timer = useRef<SlideTimer | null>(null);
  /** Set while the timer moves on, so that only a visitor's change is reported as one. */
  const autoAdvance = useRef(false);

  const hasBackgroundVideo = shown.some((slide) => slide.hasBackgroundVideo) && (!phone || videoOnPhones);
  const motionOn = motion === 'auto' ? (autoplay || hasBackgroundVideo) && !reducedMotion : motion === 'on';
  const rotates = count > 1 && (autoplay || motion === 'on');
  const rotating = enhanced && rotates && motionOn && holds.size === 0;
  const showMotionButton = (count > 1 && (autoplay || showPlayPause)) || hasBackgroundVideo;

  const hold = useCallback((reason: Hold, on: boolean) => setHolds((current) => withHold(current, reason, on)), []);

  const track = (action: 'slide_change' | 'play' | 'pause', index: number) =>
    trackEvent({ event: 'hero_slider', action, label: shown[index]?.label, slide_position: index + 1 });

  const onSelected = useEffectEvent((index: number) => {
    setSelected(index);
    if (!autoAdvance.current) track('slide_change', index);
    autoAdvance.current = false;
  });
  const advance = useEffectEvent(() => {
    autoAdvance.current = true;
    api?.scrollNext(reducedMotion);
  });

  // Embla's selection is the carousel's; the plain row's scroll position hands over to it.
  useEffect(() => {
    if (!api) return;
    const viewport = api.rootNode();
    const scrolledTo = Math.round(viewport.scrollLeft / Math.max(1, viewport.clientWidth));
    viewport.scrollLeft = 0;
    const onSelect = () => onSelected(api.selectedScrollSnap());
    api.on('select', onSelect);
    if (scrolledTo > 0) api.scrollTo(scrolledTo, true);
    return () => {
      api.off('select', onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!api) return;
    const created = createSlideTimer(() => advance());
    timer.current = created;
    return () => created.dispose();
  }, [api]);

  const duration = shown[selected]?.durationMs ?? 0;
  useEffect(() => {
    timer.current?.reset(duration);
  }, [api, selected, duration]);

  useEffect(() => {
    if (rotating) timer.current?.run();
    else timer.current?.hold();
  }, [api, rotating, selected]);

  // The slide in view and the next one load their images now, so nothing arrives blank.
  // The current slide's background video plays while motion is on; every other video stops.
  useEffect(() => {
    if (!api) return;
    const nodes = api.slideNodes();
    for (const index of [selected, (selected + 1) % nodes.length]) {
      nodes[index]?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager'));
    }
    nodes.forEach((node, index) =>
      node.querySelectorAll<HTMLVideoElement>('video').forEach((video) => {
        const background = video.hasAttribute('data-hero-bg-video');
        if (background && index === selected && motionOn && hasBackgroundVideo) void video.play()?.catch(() => undefined);
        else if (!video.paused) video.pause();
      }),
    );
  }, [api, selected, motionOn, hasBackgroundVideo, count]);

  // Media events do not bubble: listen while capturing. A visitor's own video holds the rotation.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const isForeground = (target: EventTarget | null) => target instanceof HTMLVideoElement && !target.hasAttribute('data-hero-bg-video');
    const onPlay = (event: Event) => isForeground(event.target) && hold('video', true);
    const onStop = (event: Event) => isForeground(event.target) && hold('video', false);
    const onPlaying = (event: Event) => {
      if (event.target instanceof HTMLVideoElement) event.target.setAttribute('data-playing', '');
    };
    frame.addEventListener('play', onPlay, true);
    frame.addEventListener('pause', onStop, true);
    frame.addEventListener('ended', onStop, true);
    frame.addEventListener('playing', onPlaying, true);
    const onVisibility = () => hold('hidden', document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    const observer =
      typeof IntersectionObserver === 'undefined' ? null : new IntersectionObserver(([entry]) => hold('offscreen', !entry?.isIntersecting));
    observer?.observe(frame);
    return () => {
      frame.removeEventListener('play', onPlay, true);
      frame.removeEventListener('pause', onStop, true);
      frame.removeEventListener('ended', onStop, true);
      frame.removeEventListener('playing', onPlaying, true);
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [hold]);

  const goTo = (event: MouseEvent, index: number) => {
    if (!api) return;
    event.preventDefault();
    api.scrollTo(index, reducedMotion);
  };

  const toggleMotion = () => {
    track(motionOn ? 'pause' : 'play', selected);
    setMotion(motionOn ? 'off' : 'on');
  };

  // A button in a slide: the hero-slider click, and the offer's when the block names one.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    const link = target.closest?.('a[href]');
    const slide = link?.closest<HTMLElement>('[data-slide-index]');
    if (!link || !slide) return;
    const label = link.textContent?.trim() ?? '';
    const position = Number(slide.dataset.slideIndex) + 1;
    trackEvent({ event: 'hero_slider', action: 'cta_click', label, slide_position: position, link_url: link.getAttribute('href') ?? '' });
    if (offerKey) trackEvent({ event: 'offers', action: 'select', label, offer_key: offerKey });
  };

  return (
    <div
      ref={frameRef}
      className={styles.frame}
      role="region"
      aria-roledescription={labels.carouselRole}
      aria-label={labels.carousel}
      data-enhanced={enhanced ? '' : undefined}
      onClick={onClick}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hold('hover', true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hold('hover', false)}
      onFocus={(event) => hold('focus', isFocusVisible(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {shown.map((slide, index) => (
            <div
              key={slide.id}
              id={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={slide.positionLabel}
              data-slide-index={index}
              inert={enhanced && index !== selected}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 || showMotionButton ? (
        <div className={styles.controls}>
          {count > 1 ? (
            <div className={styles.indicators} role="group" aria-label={labels.indicators}>
              {shown.map((slide, index) => (
                <a
                  key={slide.id}
                  href={`#${slide.id}`}
                  className={styles.indicator}
                  aria-current={enhanced && index === selected ? 'true' : undefined}
                  onClick={(event) => goTo(event, index)}
                >
                  <span className={variant === 'tabs' ? styles.indicatorLabel : 'visually-hidden'}>{slide.label}</span>
                  {hasTimer && enhanced && rotates && index === selected ? (
                    <span
                      key={`timer-${index}`}
                      className={styles.timer}
                      data-running={rotating ? '' : undefined}
                      style={{ ['--slide-duration' as string]: `${slide.durationMs}ms` }}
                      aria-hidden="true"
                    />
                  ) : null}
                </a>
              ))}
            </div>
          ) : null}
          <div className={styles.buttons}>
            {enhanced && count > 1 ? (
              <>
                <button type="button" className={styles.button} aria-label={labels.previous} onClick={() => api.scrollPrev(reducedMotion)}>
                  <Chevron direction="previous" />
                </button>
                <button type="button" className={styles.button} aria-label={labels.next} onClick={() => api.scrollNext(reducedMotion)}>
                  <Chevron direction="next" />
                </button>
              </>
            ) : null}
            {enhanced && showMotionButton ? (
              <button type="button" className={styles.button} aria-label={motionOn ? labels.pause : labels.play} onClick={toggleMotion}>
                {motionOn ? <PauseIcon /> : <PlayIcon />}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function withHold(current: ReadonlySet<Hold>, reason: Hold, on: boolean): ReadonlySet<Hold> {
  if (current.has(reason) === on) return current;
  const next = new Set(current);
  if (on) next.add(reason);
  else next.delete(reason);
  return next;
}

/** Keyboard focus holds the rotation; a mouse click on a control does not keep holding it. */
function isFocusVisible(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return true;
  }
}

function Chevron({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M7 5h3v14H7zM14 5h3v14h-3z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
      <path d="M8 5v14l11-7z" />
    </svg>
  );
}
