'use client';

import { useEffect, useRef, useState } from 'react';
import { countAt, countDurationMs, formatCount } from './counter';
import styles from './seat-slider.module.css';

interface Props {
  value: number;
  unit?: string;
  label?: string;
}

/**
 * The figure as the server renders it (its final value, so it means something without JavaScript),
 * counted up once when half of it is in view. Screen readers read the final value from a hidden
 * copy; the moving digits are hidden from them, and keep their width so nothing beside them moves.
 */
export function SeatCounter({ value, unit, label }: Props) {
  const figure = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);

  useEffect(() => {
    const element = figure.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          setShown(countAt(value, now - start));
          if (now - start < countDurationMs) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value]);

  const final = formatCount(value);
  return (
    <p className={styles.counter}>
      <span ref={figure} className={styles.figure}>
        <span aria-hidden="true" className={styles.value} style={{ minWidth: `${final.length}ch` }}>
          {formatCount(shown)}
        </span>
        <span className="visually-hidden">{final}</span>
        {unit ? <span className={styles.unit}>{unit}</span> : null}
      </span>
      {label ? <span className={styles.counterLabel}>{label}</span> : null}
    </p>
  );
}
