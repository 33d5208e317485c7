'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { EditorApiError, editorApi, type MediaItem } from './editor-api';
import styles from './editor.module.css';
import { uploadImage, type UploadItem } from './media-upload';

export interface MediaLabels {
  title: string;
  close: string;
  search: string;
  empty: string;
  choose: string;
  upload: string;
  dropHere: string;
  selectFiles: string;
  alt: string;
  altRequired: string;
  uploading: string;
  uploaded: string;
  failed: string;
  startUpload: string;
}

type Choice = { id: number; alt?: string } | null;

/**
 * The media library: search, pick, and upload several files at once (drag and drop or the file
 * dialog), each with its alt text — required, because every image on the site needs one — and
 * its own progress. `pick()` opens it and resolves with the chosen image, or null.
 */
export function useMediaPicker(labels: MediaLabels) {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((choice: Choice) => void) | null>(null);
  const pick = useCallback((): Promise<Choice> => {
    setOpen(true);
    return new Promise((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const finish = (choice: Choice) => {
    resolver.current?.(choice);
    resolver.current = null;
    setOpen(false);
  };
  const element = open ? <MediaDialog labels={labels} onDone={finish} /> : null;
  return { pick, element };
}

function MediaDialog({ labels, onDone }: { labels: MediaLabels; onDone: (choice: Choice) => void }) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      editorApi
        .images(query, controller.signal)
        .then(setItems)
        // A refused search shows as "nothing found"; an aborted one (the query changed) is ignored.
        .catch((error: unknown) => {
          if (error instanceof EditorApiError) setItems([]);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, reload]);

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const added = [...files]
      .filter((f) => f.type.startsWith('image/'))
      .map((file, i) => ({ key: `${Date.now()}-${i}-${file.name}`, file, alt: '', progress: 0, state: 'waiting' as const }));
    setUploads((current) => [...current, ...added]);
  };
  const update = (key: string, change: Partial<UploadItem>) =>
    setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const waiting = uploads.filter((u) => u.state === 'waiting' || u.state === 'failed');
  const start = async () => {
    for (const item of waiting) {
      update(item.key, { state: 'uploading', progress: 0, message: undefined });
      try {
        const image = await uploadImage(item.file, item.alt.trim(), (progress) => update(item.key, { progress }));
        update(item.key, { state: 'done', progress: 1, imageId: image.id });
      } catch (error) {
        update(item.key, { state: 'failed', message: error instanceof Error ? error.message : '' });
      }
    }
    setReload((n) => n + 1);
  };

  return (
    <ModalOverlay className={styles.overlay} isDismissable isOpen onOpenChange={(isOpen) => !isOpen && onDone(null)}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.dialogHeader}>
            <Heading slot="title" className={styles.dialogTitle}>
              {labels.title}
            </Heading>
            <button type="button" className={styles.secondaryButton} onClick={() => onDone(null)}>
              {labels.close}
            </button>
          </div>
          <section aria-label={labels.upload} className={styles.uploadBox}>
            <label
              className={styles.dropZone}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                addFiles(e.dataTransfer.files);
              }}
            >
              <span>{labels.dropHere}</span>
              <input type="file" accept="image/*" multiple onChange={(e) => addFiles(e.target.files)} aria-label={labels.selectFiles} />
            </label>
            {uploads.length ? (
              <ul className={styles.uploadList}>
                {uploads.map((u) => (
                  <li key={u.key}>
                    <span className={styles.uploadName}>{u.file.name}</span>
                    <label>
                      {labels.alt}
                      <input
                        className={styles.input}
                        value={u.alt}
                        disabled={u.state === 'uploading' || u.state === 'done'}
                        aria-invalid={!u.alt.trim() ? true : undefined}
                        onChange={(e) => update(u.key, { alt: e.target.value })}
                      />
                    </label>
                    <progress max={1} value={u.progress} aria-label={`${u.file.name} ${labels.uploading}`} />
                    <span role="status">
                      {u.state === 'done'
                        ? labels.uploaded
                        : u.state === 'failed'
                          ? `${labels.failed} ${u.message ?? ''}`
                          : !u.alt.trim()
                            ? labels.altRequired
                            : ''}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {waiting.length ? (
              <button
                type="button"
                className={styles.primaryButton}
                disabled={waiting.some((u) => !u.alt.trim())}
                onClick={() => void start()}
              >
                {labels.startUpload}
              </button>
            ) : null}
          </section>
          <label className={styles.field}>
            <span className={styles.label}>{labels.search}</span>
            <input type="search" className={styles.input} value={query} onChange={(e) => setQuery(e.target.value)} />
          </label>
          {items && items.length === 0 ? <p className={styles.muted}>{labels.empty}</p> : null}
          <ul className={styles.mediaGrid}>
            {(items ?? []).map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.mediaItem}
                  onClick={() => onDone({ id: item.id, alt: item.alt })}
                  aria-label={`${labels.choose}: ${item.alt || item.id}`}
                >
                  {item.thumbnail_url ? <img src={item.thumbnail_url} alt="" loading="lazy" /> : null}
                  <span>
                    #{item.id} {item.alt}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
