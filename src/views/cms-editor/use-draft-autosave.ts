'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { EditorApiError, editorApi, type DraftAnswer } from './editor-api';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'conflict' | 'error';

/** Who saved the draft in between, and when (ISO), as the server says. */
export interface Conflict {
  by: string | null;
  at: string | null;
}

/** Short: the preview follows typing within half a second. Saves never overlap (one in flight, then the latest). */
const debounceMs = 40;
const retryMs = 5000;

/**
 * Saves the draft shortly after every change, one save at a time, always naming the revision it
 * builds on. When somebody else saved in between, nothing is overwritten and nothing is lost: the
 * status becomes `conflict` and the editor chooses (keep mine on top of theirs, or take theirs).
 */
export function useDraftAutosave(pageId: number, content: Record<string, unknown>, initial: DraftAnswer) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [answer, setAnswer] = useState(initial);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const revision = useRef(initial.revision);
  const savedJson = useRef(JSON.stringify(initial.content));
  const latest = useRef(content);
  const inFlight = useRef<Promise<void> | null>(null);
  const blocked = useRef(false);
  useEffect(() => {
    latest.current = content;
  }, [content]);

  const saveNow = useCallback(async (): Promise<void> => {
    for (;;) {
      // Several callers may wait for the same save; only one may send next (same revision otherwise: 412).
      while (inFlight.current) await inFlight.current;
      const sending = latest.current;
      const json = JSON.stringify(sending);
      if (json === savedJson.current || blocked.current) return;
      setStatus('saving');
      let stored = false;
      inFlight.current = editorApi
        .save(pageId, sending, revision.current)
        .then((saved) => {
          revision.current = saved.revision;
          savedJson.current = json;
          stored = true;
          setAnswer(saved);
          setStatus(JSON.stringify(latest.current) === json ? 'saved' : 'dirty');
        })
        .catch((error: unknown) => {
          if (error instanceof EditorApiError && error.status === 412) {
            blocked.current = true;
            setStatus('conflict');
            return editorApi
              .load(pageId)
              .then((theirs) => setConflict({ by: theirs.updated_by, at: theirs.updated_at }))
              .catch(() => setConflict({ by: null, at: null }));
          } else {
            setStatus('error');
          }
        })
        .finally(() => {
          inFlight.current = null;
        });
      await inFlight.current;
      // A change made while this save was on its way may have scheduled nothing (an undo back to
      // the state saved before it): go round again until the server has the latest.
      if (!stored) return;
    }
  }, [pageId]);

  // Debounced autosave; an error retries on its own.
  useEffect(() => {
    if (blocked.current) return;
    if (JSON.stringify(content) === savedJson.current) return;
    setStatus((s) => (s === 'saving' ? s : 'dirty'));
    const timer = setTimeout(() => void saveNow(), debounceMs);
    return () => clearTimeout(timer);
  }, [content, saveNow]);

  useEffect(() => {
    if (status !== 'error') return;
    const timer = setTimeout(() => void saveNow(), retryMs);
    return () => clearTimeout(timer);
  }, [status, saveNow]);

  // Leaving with unsaved changes asks first (the browser shows its own wording).
  useEffect(() => {
    if (status === 'saved') return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  /** After a conflict: load theirs; `keepMine` saves ours on top of it, otherwise theirs is returned to show. */
  const resolveConflict = useCallback(
    async (keepMine: boolean): Promise<DraftAnswer> => {
      const theirs = await editorApi.load(pageId);
      revision.current = theirs.revision;
      blocked.current = false;
      setConflict(null);
      if (keepMine) {
        savedJson.current = JSON.stringify(theirs.content);
        await saveNow();
      } else {
        savedJson.current = JSON.stringify(theirs.content);
        setAnswer(theirs);
        setStatus('saved');
      }
      return theirs;
    },
    [pageId, saveNow],
  );

  /** Starts again from what the server holds now (after publishing or scheduling); `local` is the editor's copy of it. */
  const rebase = useCallback((fresh: DraftAnswer, local: Record<string, unknown>) => {
    revision.current = fresh.revision;
    savedJson.current = JSON.stringify(local);
    blocked.current = false;
    setConflict(null);
    setAnswer(fresh);
    setStatus('saved');
  }, []);

  /** Saves whatever is pending and returns the revision now stored (before publishing). */
  const flush = useCallback(async (): Promise<number> => {
    await saveNow();
    return revision.current;
  }, [saveNow]);

  return { status, answer, conflict, flush, rebase, resolveConflict, revision: answer.revision };
}
