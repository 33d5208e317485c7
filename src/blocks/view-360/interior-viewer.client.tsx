'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fillTemplate } from '@/lib/fill-template';
import { InteractButton } from './interact-button';
import { useHydrated, usePointerDrag } from './interaction';
import type { View360Labels } from './labels';
import { degreesFromDash, positionForDrag, positionForKey, wrapPosition } from './panorama';
import { PanoramaTrack } from './still';
import styles from './view-360.module.css';

interface Props {
  src: string;
  alt: string;
  /** Where the dashboard is, % across the panorama. */
  dash: number;
  labels: View360Labels;
  priority?: boolean;
}

/**
 * Interior 360 (decision 0059): a wide panorama moved with CSS transforms inside a viewport. The
 * server HTML shows the dashboard view; once hydrated, the overlay button starts interacting:
 * dragging or ←/→ (PageUp/PageDown for a quarter turn) look round, Home or RESET TO DASH come back
 * to the dashboard, EXIT or Escape leave and put focus back on the overlay button. It never moves
 * by itself, so it needs no pause and nothing to reduce.
 */
export function Interior360({ src, alt, dash, labels, priority }: Props) {
  const hydrated = useHydrated();
  const [active, setActive] = useState(false);
  const [position, setPosition] = useState(wrapPosition(dash));
  const [announcement, setAnnouncement] = useState('');
  const pan = useRef<HTMLDivElement>(null);
  const interact = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const dragFrom = useRef(position);
  const hintId = useId();
  const { handlers } = usePointerDrag({
    start: () => {
      dragFrom.current = position;
    },
    move: (dx) => {
      const width = pan.current?.querySelector('img')?.getBoundingClientRect().width ?? 0;
      setPosition(positionForDrag(dragFrom.current, dx, width));
    },
  });

  useEffect(() => {
    if (active) pan.current?.focus();
    else if (returnFocus.current) interact.current?.focus();
    returnFocus.current = false;
  }, [active]);

  const exit = () => {
    returnFocus.current = true;
    setAnnouncement('');
    setActive(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return exit();
    const next = positionForKey(event.key, position, dash);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const degrees = degreesFromDash(position, dash);
  const valueText = degrees === 0 ? labels.atDash : fillTemplate(degrees > 0 ? labels.right : labels.left, { degrees: Math.abs(degrees) });
  const slider = active
    ? {
        role: 'slider',
        tabIndex: 0,
        'aria-label': labels.name,
        'aria-valuemin': -180,
        'aria-valuemax': 180,
        'aria-valuenow': degrees,
        'aria-valuetext': valueText,
        'aria-describedby': hintId,
        onKeyDown,
        ...handlers,
      }
    : {};

  return (
    <div className={styles.viewer} data-view-360="interior" data-position={position}>
      <div ref={pan} className={[styles.stage, styles.panoramaStage, active ? styles.active : ''].join(' ')} {...slider}>
        <PanoramaTrack src={src} alt={alt} position={position} priority={priority} />
      </div>
      {active ? (
        <div className={styles.controls}>
          <p id={hintId} className={styles.hint}>
            {labels.hint}
          </p>
          <button
            type="button"
            className={styles.control}
            onClick={() => {
              setPosition(wrapPosition(dash));
              setAnnouncement(labels.resetDone);
            }}
          >
            {labels.resetToDash}
          </button>
          <button type="button" className={styles.control} onClick={exit}>
            {labels.exit}
          </button>
        </div>
      ) : null}
      {hydrated && !active ? <InteractButton ref={interact} labels={labels} onActivate={() => setActive(true)} /> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
