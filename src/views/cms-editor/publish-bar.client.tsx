'use client';

import { useState } from 'react';
import type { Conflict, SaveStatus } from './use-draft-autosave';
import { formatJstDateTime } from '@/features/cms/format-date';
import styles from './editor.module.css';

export interface PublishLabels {
  status: Record<SaveStatus, string>;
  undo: string;
  redo: string;
  publish: string;
  publishing: string;
  published: string;
  scheduleAt: string;
  schedule: string;
  scheduledFor: string;
  cancelSchedule: string;
  problems: string;
  conflict: string;
  conflictKeepMine: string;
  conflictTakeTheirs: string;
  viewLive: string;
  publishFailed: string;
}

/** `datetime-local` values are Japan time here, whatever the browser's zone. */
function jstToIso(local: string): string {
  return new Date(`${local}:00+09:00`).toISOString();
}

/**
 * The editor's top bar: whether everything is saved, undo and redo, what still stops publishing,
 * and — for publishers — publish now or at a time (Japan time).
 */
export function PublishBar({
  status,
  conflict,
  problemCount,
  canUndo,
  canRedo,
  canPublish,
  scheduledAt,
  livePath,
  labels,
  onUndo,
  onRedo,
  onPublish,
  onSchedule,
  onResolveConflict,
}: {
  status: SaveStatus;
  conflict: Conflict | null;
  problemCount: number;
  canUndo: boolean;
  canRedo: boolean;
  canPublish: boolean;
  scheduledAt: string | null;
  livePath: string | null;
  labels: PublishLabels;
  onUndo: () => void;
  onRedo: () => void;
  onPublish: () => Promise<void>;
  onSchedule: (isoOrNull: string | null) => Promise<void>;
  onResolveConflict: (keepMine: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const run = async (work: () => Promise<void>, done: string | null) => {
    setBusy(true);
    setMessage(null);
    try {
      await work();
      setMessage(done);
    } catch (error) {
      setMessage(`${labels.publishFailed} ${error instanceof Error ? error.message : ''}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.publishBar}>
      <p className={styles.saveStatus} role="status" data-status={status}>
        {labels.status[status]}
      </p>
      <button type="button" onClick={onUndo} disabled={!canUndo} className={styles.secondaryButton} aria-keyshortcuts="Control+Z">
        {labels.undo}
      </button>
      <button type="button" onClick={onRedo} disabled={!canRedo} className={styles.secondaryButton} aria-keyshortcuts="Control+Shift+Z">
        {labels.redo}
      </button>
      {problemCount > 0 ? <p className={styles.problemNote}>{labels.problems.replace('{{n}}', String(problemCount))}</p> : null}
      {livePath ? (
        <a href={livePath} target="_blank" rel="noreferrer" className={styles.barLink}>
          {labels.viewLive}
        </a>
      ) : null}
      {canPublish ? (
        <span className={styles.publishControls}>
          {scheduledAt ? (
            <>
              <span>{labels.scheduledFor.replace('{{at}}', formatJstDateTime(scheduledAt))}</span>
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={busy}
                onClick={() => void run(() => onSchedule(null), null)}
              >
                {labels.cancelSchedule}
              </button>
            </>
          ) : (
            <>
              <label className={styles.scheduleLabel}>
                {labels.scheduleAt}
                <input type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} className={styles.input} />
              </label>
              <button
                type="button"
                className={styles.secondaryButton}
                disabled={busy || !when || problemCount > 0}
                onClick={() => void run(() => onSchedule(jstToIso(when)), null)}
              >
                {labels.schedule}
              </button>
            </>
          )}
          <button
            type="button"
            className={styles.primaryButton}
            disabled={busy || problemCount > 0}
            onClick={() => void run(onPublish, labels.published)}
          >
            {busy ? labels.publishing : labels.publish}
          </button>
        </span>
      ) : null}
      {message ? (
        <p role="alert" className={styles.barMessage}>
          {message}
        </p>
      ) : null}
      {conflict ? (
        <div role="alert" className={styles.conflict}>
          <p>
            {labels.conflict.replace('{{who}}', conflict.by ?? '—').replace('{{at}}', conflict.at ? formatJstDateTime(conflict.at) : '—')}
          </p>
          <button type="button" className={styles.primaryButton} onClick={() => onResolveConflict(true)}>
            {labels.conflictKeepMine}
          </button>
          <button type="button" className={styles.secondaryButton} onClick={() => onResolveConflict(false)}>
            {labels.conflictTakeTheirs}
          </button>
        </div>
      ) : null}
    </div>
  );
}
