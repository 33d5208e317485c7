'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { angleOf, frameForDrag, frameForKey } from './frames';
import { InteractButton } from './interact-button';
import { useFramePreload, useHydrated, usePointerDrag } from './interaction';
import type { View360Labels } from './labels';
import { ExteriorFrame } from './still';
import styles from './view-360.module.css';

interface Props {
  /** Every frame's address, in turning order. */
  urls: string[];
  /** The frame shown first (0-based). */
  startIndex: number;
  alt: string;
  labels: View360Labels;
  priority?: boolean;
}

/**
 * Exterior 360 (decision 0059). The server HTML is the first frame; once hydrated, an overlay button
 * starts interacting, and the picture becomes a slider: dragging turns the car one full turn across
 * its width, ←/→ (and ↑/↓, PageUp/PageDown, Home/End) step through the frames. Screen readers hear
 * the angle as the slider's value when it changes under their focus, and nothing otherwise. It
 * never turns by itself.
 */
export function Exterior360({ urls, startIndex, alt, labels, priority }: Props) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(false);
  const [index, setIndex] = useState(startIndex);
  const stage = useRef<HTMLDivElement>(null);
  const dragFrom = useRef(startIndex);
  const preload = useFramePreload(urls);
  const hintId = useId();
  const count = urls.length;
  const { handlers } = usePointerDrag({
    start: () => {
      dragFrom.current = index;
    },
    move: (dx) => setIndex(frameForDrag(dragFrom.current, dx, stage.current?.clientWidth ?? 0, count)),
  });

  useEffect(() => {
    if (active) stage.current?.focus();
  }, [active]);

  const onKeyDown = (event: KeyboardEvent) => {
    const next = frameForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    setIndex(next);
  };

  const slider = active
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-label': labels.name,
        'aria-valuemin': 1,
        'aria-valuemax': count,
        'aria-valuenow': index + 1,
        'aria-valuetext': fillTemplate(labels.angle, { angle: angleOf(index, count), index: index + 1, total: count }),
        'aria-describedby': hintId,
        onKeyDown,
        ...handlers,
      }
    : {};

  return (
    <div className={styles.viewer} data-view-360="exterior" data-frame={index + 1}>
      <div ref={stage} className={[styles.stage, active ? styles.active : ''].join(' ')} {...slider}>
        <ExteriorFrame src={urls[index] ?? urls[0]!} alt={alt} priority={priority} />
      </div>
      {active ? (
        <p id={hintId} className={styles.hint}>
          {labels.hint}
        </p>
      ) : null}
      {hydrated && !active ? (
        <InteractButton
          labels={labels}
          onIntent={preload}
          onActivate={() => {
            preload();
            setActive(true);
          }}
        />
      ) : null}
    </div>
  );
}
