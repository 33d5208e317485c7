'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './masonry-grid.module.css';

interface Props {
  src: string;
  /** The poster's JPEG. */
  poster?: string;
  /** What the video shows (the poster's alt text). */
  label: string;
  autoplay: boolean;
  playLabel: string;
  pauseLabel: string;
}

const noSubscription = () => () => undefined;

/**
 * The grid's video, always muted. In the server HTML it is a plain video with the browser's own
 * controls and no autoplay, so it plays without JavaScript only when asked. Once hydrated, the
 * controls become one play/pause button (WCAG 2.2.2), and the video plays by itself while it is in
 * view — unless the editor turned that off or the visitor prefers reduced motion.
 */
export function MasonryVideo({ src, poster, label, autoplay, playLabel, pauseLabel }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property, which the server HTML may lack: make sure before any play.
    video.muted = true;
    if (!autoplay) return;
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const inView = { current: false };
    const update = () => {
      if (inView.current && !motion.matches && !pausedByVisitor.current) void video.play().catch(() => undefined);
      else video.pause();
    };
    const observer = new IntersectionObserver(([entry]) => {
      inView.current = Boolean(entry?.isIntersecting);
      update();
    });
    observer.observe(video);
    motion.addEventListener('change', update);
    return () => {
      observer.disconnect();
      motion.removeEventListener('change', update);
    };
  }, [autoplay]);

  return (
    <div className={styles.videoFrame}>
      <video
        ref={ref}
        className={styles.video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        controls={!hydrated}
        aria-label={label}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {hydrated ? (
        <button
          type="button"
          className={styles.videoToggle}
          aria-label={playing ? pauseLabel : playLabel}
          onClick={() => {
            const video = ref.current;
            if (!video) return;
            if (video.paused) {
              pausedByVisitor.current = false;
              void video.play().catch(() => undefined);
            } else {
              pausedByVisitor.current = true;
              video.pause();
            }
          }}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
    </div>
  );
}
