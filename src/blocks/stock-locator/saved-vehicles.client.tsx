'use client';

import Link from 'next/link';
import { useEffect, useState, useSyncExternalStore } from 'react';
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

  return (
    <div className={styles.saved}>
      <button type="button" className={styles.savedButton} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        ♥ {labels.button.replace('{{count}}', String(saved.length))}
      </button>
      {open ? (
        <section className={styles.savedPanel} aria-label={labels.title}>
          <h2>{labels.title}</h2>
          {saved.length === 0 ? <p>{labels.empty}</p> : null}
          <ul>
            {(cards ?? []).map((c) => (
              <li key={c.id}>
                {c.photo ? <img src={c.photo} alt="" width={128} height={72} loading="lazy" /> : null}
                <Link href={c.path}>{c.title}</Link>
                <span>{c.price}</span>
                <button type="button" onClick={() => writeSaved(readSaved().filter((v) => v.id !== c.id))}>
                  {labels.remove}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={() => setOpen(false)}>
            {labels.close}
          </button>
        </section>
      ) : null}
    </div>
  );
}
