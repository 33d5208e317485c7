'use client';

import Link from 'next/link';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readSaved, subscribeSaved, withoutGone, writeSaved } from '@/features/stock/saved-vehicles';
import styles from './stock-locator.module.css';

interface SavedCard {
  id: number;
  path: string;
  title: string;
  price: string;
  photo: string | null;
}

export interface SavedLabels {
  button: string;
  title: string;
  empty: string;
  remove: string;
  close: string;
  manYen: string;
  priceOnRequest: string;
}

const snapshot = () => JSON.stringify(readSaved());
const serverSnapshot = () => '[]';

/** The saved car's price in 万円, or price on request when hidden, missing or not positive (never 「0万円」). */
export function savedPrice(
  v: { display_price: number | null; price_hidden?: boolean },
  labels: Pick<SavedLabels, 'manYen' | 'priceOnRequest'>,
): string {
  if (v.price_hidden || !v.display_price || v.display_price <= 0) return labels.priceOnRequest;
  const man = Math.round(v.display_price / 1000) / 10;
  return labels.manYen.replace('{{amount}}', man.toLocaleString('ja-JP', { maximumFractionDigits: 1 }));
}

/**
 * Saved vehicles (kept in this browser): a panel that fetches each saved car from the listing API.
 * A car whose fetch answers 404 (sold and delisted) is dropped from the saved list.
 */
export function SavedVehicles({ labels }: { labels: SavedLabels }) {
  const raw = useSyncExternalStore(subscribeSaved, snapshot, serverSnapshot);
  const saved = JSON.parse(raw) as { id: number; list: string }[];
  const [open, setOpen] = useState(false);
  const [cards, setCards] = useState<SavedCard[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    type Outcome = { gone: number } | { card: SavedCard } | null;
    void Promise.all(
      saved.map(async (s): Promise<Outcome> => {
        const res = await fetch(`/public_api/listing/${encodeURIComponent(s.list)}/vehicle/${s.id}`);
        if (res.status === 404) return { gone: s.id };
        if (!res.ok) return null;
        const { data } = await res.json();
        return {
          card: {
            id: data.id,
            path: data.path,
            title: `${data.model_display_name} ${data.version ?? ''}`.trim(),
            price: savedPrice(data, labels),
            photo: data.cover_photo_medium,
          },
        };
      }),
    ).then((results) => {
      if (cancelled) return;
      const gone = results.flatMap((r): number[] => (r && 'gone' in r ? [r.gone] : []));
      if (gone.length) writeSaved(withoutGone(readSaved(), gone));
      setCards(results.flatMap((r): SavedCard[] => (r && 'card' in r ? [r.card] : [])));
    });
    return () => {
      cancelled = true;
    };
    // Refetch when the panel opens or the saved list changes.
  }, [open, raw]); // eslint-disable-line react-hooks/exhaustive-deps

  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  // Which row's 削除 button takes focus after a removal (the next one, else the last, else the heading).
  const focusAfterRemove = useRef<number | null>(null);

  useLayoutEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null || !panelRef.current) return;
    focusAfterRemove.current = null;
    const buttons = panelRef.current.querySelectorAll<HTMLButtonElement>('button[data-saved-remove]');
    (buttons[Math.min(index, buttons.length - 1)] ?? panelRef.current.querySelector<HTMLElement>('h2'))?.focus();
  }, [cards]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const remove = (id: number, index: number) => {
    focusAfterRemove.current = index;
    setCards((current) => (current ?? []).filter((c) => c.id !== id));
    writeSaved(readSaved().filter((v) => v.id !== id));
  };

  return (
    <div className={styles.saved}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.savedButton}
        aria-expanded={open}
        aria-controls={open ? 'saved-vehicles-panel' : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        ♥ {labels.button.replace('{{count}}', String(saved.length))}
      </button>
      {open ? (
        <section
          ref={panelRef}
          id="saved-vehicles-panel"
          className={styles.savedPanel}
          aria-labelledby="saved-vehicles-title"
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              close();
            }
          }}
        >
          <h2 id="saved-vehicles-title" tabIndex={-1}>
            {labels.title}
          </h2>
          {saved.length === 0 ? <p>{labels.empty}</p> : null}
          <ul>
            {(cards ?? []).map((c, index) => (
              <li key={c.id} className={styles.savedItem}>
                {c.photo ? <img src={c.photo} alt="" width={128} height={72} loading="lazy" className={styles.savedPhoto} /> : null}
                <Link href={c.path} className={styles.savedTitle}>
                  {c.title}
                </Link>
                <span className={styles.savedPrice}>{c.price}</span>
                <button type="button" data-saved-remove="" className={styles.savedRemove} onClick={() => remove(c.id, index)}>
                  {labels.remove}
                  <span className={styles.srOnly}>{`：${c.title}`}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={close}>
            {labels.close}
          </button>
        </section>
      ) : null}
    </div>
  );
}
