'use client';

import { useEffect, useState } from 'react';
import { countdownParts, countdownUnits, formatUnit, type CountdownParts } from './countdown';
import styles from './timer.module.css';

interface Props {
  /** The end, in ms since the epoch. */
  end: number;
  /** What the server rendered, so the first client render matches it. */
  initial: CountdownParts;
  /** The end written out (formatted on the server, so both renders agree). */
  deadline: { iso: string; text: string };
  unitLabels: Record<(typeof countdownUnits)[number], string>;
  label: string;
  endText: string;
  pauseLabel: string;
  resumeLabel: string;
}

/**
 * Ticks once per second, on the second. The countdown is `role="timer"` with `aria-live="off"`:
 * screen readers read it when the visitor reaches it, never every second. It can be paused (WCAG
 * 2.2.2: it updates by itself); resuming jumps to the right time. At zero it gives way to the end text.
 */
export function Countdown({ end, initial, deadline, unitLabels, label, endText, pauseLabel, resumeLabel }: Props) {
  const [parts, setParts] = useState<CountdownParts | null>(initial);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    let timer: number | undefined;
    const tick = () => {
      const now = Date.now();
      const next = countdownParts(end, now);
      setParts(next);
      if (next) timer = window.setTimeout(tick, 1000 - (now % 1000) || 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [end, paused]);

  if (!parts) return <p className={styles.ended}>{endText}</p>;
  return (
    <div className={styles.countdown}>
      <div role="timer" aria-live="off" aria-atomic="true" aria-label={label} className={styles.units}>
        {countdownUnits.map((unit) => (
          <span key={unit} className={styles.unit}>
            <span className={styles.value}>{formatUnit(unit, parts[unit])}</span>
            <span className={styles.unitLabel}>{unitLabels[unit]}</span>
          </span>
        ))}
      </div>
      <p className={styles.deadline}>
        <time dateTime={deadline.iso}>{deadline.text}</time>
      </p>
      <button type="button" className={styles.pause} onClick={() => setPaused(!paused)}>
        {paused ? resumeLabel : pauseLabel}
      </button>
    </div>
  );
}
