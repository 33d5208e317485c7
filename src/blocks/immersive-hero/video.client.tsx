'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './immersive-hero.module.css';

interface Props {
  src: string;
  delayMs: number;
  autoplay: boolean;
  playOnMobile: boolean;
  playLabel: string;
  pauseLabel: string;
}

/** Background video over the poster image: starts after `delayMs`, respects reduced motion, can be paused. */
export function ImmersiveVideo({ src, delayMs, autoplay, playOnMobile, playLabel, pauseLabel }: Props) {
  const ref = useRef<HTMLVideoElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const mobile = window.matchMedia('(max-width: 740px)').matches;
    if (reduced || (mobile && !playOnMobile)) return;
    const timer = window.setTimeout(() => setEnabled(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, playOnMobile]);

  useEffect(() => {
    if (enabled && autoplay)
      void ref.current?.play().then(
        () => setPlaying(true),
        () => setPlaying(false),
      );
  }, [enabled, autoplay]);

  if (!enabled) return null;
  return (
    <>
      <video ref={ref} className={styles.video} src={src} muted loop playsInline preload="none" aria-hidden="true" />
      <button
        type="button"
        className={styles.videoToggle}
        aria-label={playing ? pauseLabel : playLabel}
        onClick={() => {
          const video = ref.current;
          if (!video) return;
          if (video.paused) void video.play().then(() => setPlaying(true));
          else {
            video.pause();
            setPlaying(false);
          }
        }}
      >
        {playing ? '❚❚' : '▶'}
      </button>
    </>
  );
}
