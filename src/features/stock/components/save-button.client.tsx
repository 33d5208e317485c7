'use client';

import { useSyncExternalStore } from 'react';
import { readSaved, subscribeSaved, toggleSaved, writeSaved } from '../saved-vehicles';
import styles from './vehicle-card.module.css';

const serverSnapshot = () => '[]';
const snapshot = () => JSON.stringify(readSaved());

/** Save / saved toggle for one vehicle; every button on the page follows the same store. */
export function SaveButton({ id, list, saveLabel, savedLabel }: { id: number; list: string; saveLabel: string; savedLabel: string }) {
  const raw = useSyncExternalStore(subscribeSaved, snapshot, serverSnapshot);
  const saved = (JSON.parse(raw) as { id: number }[]).some((v) => v.id === id);
  return (
    <button type="button" className={styles.save} aria-pressed={saved} onClick={() => writeSaved(toggleSaved(readSaved(), { id, list }))}>
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? savedLabel : saveLabel}
    </button>
  );
}
