'use client';

import { fillTemplate } from '@/lib/fill-template';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import styles from './cms.module.css';

export interface StockImportLabels {
  file: string;
  fileHelp: string;
  listing: string;
  mode: string;
  modeFull: string;
  modeFullHelp: string;
  modePartial: string;
  modePartialHelp: string;
  submit: string;
  uploading: string;
  noFile: string;
  wrongType: string;
  tooLarge: string;
  failed: string;
  applied: string;
  rejected: string;
  rejectedMore: string;
  row: string;
  field: string;
  reason: string;
  fileProblem: string;
}

interface Outcome {
  kind: 'applied' | 'rejected' | 'error';
  message: string;
  problems?: { row: string; field: string; reason: string }[];
}

const maxBytes = 50 * 1024 * 1024;

function contentType(name: string): string | null {
  if (/\.csv$/i.test(name)) return 'text/csv';
  if (/\.(jsonl|ndjson)$/i.test(name)) return 'application/x-ndjson';
  return null;
}

/** `rows.12.price.amount` → row 12, field price.amount; `file` → the whole file. */
function problemRow(pointer: string, detail: string, labels: StockImportLabels) {
  const match = /^rows\.(\d+)(?:\.(.*))?$/.exec(pointer);
  return match ? { row: match[1]!, field: match[2] ?? '—', reason: detail } : { row: '—', field: labels.fileProblem, reason: detail };
}

const fill = fillTemplate;

/**
 * Uploads a dealer feed to the import API with progress, then shows what it did — counts when
 * accepted; when rejected, that nothing changed and every problem by row and field.
 */
export function StockImportUpload({ listings, labels }: { listings: { id: string; name: string }[]; labels: StockImportLabels }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    setOutcome(null);
    if (!(file instanceof File) || file.size === 0) return setFileError(labels.noFile);
    const type = contentType(file.name);
    if (!type) return setFileError(labels.wrongType);
    if (file.size > maxBytes) return setFileError(labels.tooLarge);
    setFileError(null);
    const query = new URLSearchParams({
      listing: String(data.get('listing')),
      mode: String(data.get('mode')),
      file_name: file.name.slice(0, 255),
    });
    const request = new XMLHttpRequest();
    request.open('POST', `/api/stock/import?${query}`);
    request.setRequestHeader('content-type', type);
    request.setRequestHeader('accept-language', 'ja');
    request.upload.onprogress = (e) => setProgress(e.lengthComputable ? Math.round((e.loaded / e.total) * 100) : 0);
    request.onerror = () => {
      setProgress(null);
      setOutcome({ kind: 'error', message: labels.failed });
    };
    request.onload = () => {
      setProgress(null);
      let body: {
        data?: { rows: number; inserted: number; updated: number; unlisted: number };
        errors?: { pointer: string; detail: string }[];
        detail?: string;
      } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: reported below as a failure
      }
      if (request.status === 200 && body.data) {
        setOutcome({ kind: 'applied', message: fill(labels.applied, body.data) });
      } else if (request.status === 422 && body.errors?.length) {
        const problems = body.errors.map((e) => problemRow(e.pointer, e.detail, labels));
        const total = Number(/(\d+) problem/.exec(body.detail ?? '')?.[1] ?? problems.length);
        setOutcome({
          kind: 'rejected',
          message:
            total > problems.length
              ? `${labels.rejected} ${fill(labels.rejectedMore, { shown: problems.length, total })}`
              : labels.rejected,
          problems,
        });
      } else if (request.status === 413) {
        setOutcome({ kind: 'error', message: labels.tooLarge });
      } else {
        setOutcome({ kind: 'error', message: body.detail ? `${labels.failed}（${body.detail}）` : labels.failed });
      }
      router.refresh();
    };
    request.send(file);
  }

  return (
    <>
      <form ref={form} onSubmit={submit} className={styles.adminForm} noValidate aria-label={labels.submit}>
        <div className={styles.formField}>
          <label htmlFor="import-file" className={styles.formLabel}>
            {labels.file}
          </label>
          <input
            id="import-file"
            name="file"
            type="file"
            accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'import-file-help import-file-error' : 'import-file-help'}
          />
          <span id="import-file-help" className={styles.muted}>
            {labels.fileHelp}
          </span>
          {fileError ? (
            <span id="import-file-error" className={styles.formError}>
              {fileError}
            </span>
          ) : null}
        </div>
        <div className={styles.formField}>
          <label htmlFor="import-listing" className={styles.formLabel}>
            {labels.listing}
          </label>
          <select id="import-listing" name="listing" className={styles.formInput}>
            {listings.map((listing) => (
              <option key={listing.id} value={listing.id}>
                {listing.name}（{listing.id}）
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.fieldset}>
          <legend>{labels.mode}</legend>
          <label>
            <input type="radio" name="mode" value="full" defaultChecked aria-describedby="import-full-help" /> {labels.modeFull}
          </label>
          <span id="import-full-help" className={styles.muted}>
            {labels.modeFullHelp}
          </span>
          <label>
            <input type="radio" name="mode" value="partial" aria-describedby="import-partial-help" /> {labels.modePartial}
          </label>
          <span id="import-partial-help" className={styles.muted}>
            {labels.modePartialHelp}
          </span>
        </fieldset>
        <button type="submit" className={styles.formButton} aria-disabled={progress !== null || undefined}>
          {labels.submit}
        </button>
        {progress !== null ? (
          <p role="status">
            {labels.uploading} <progress max={100} value={progress} aria-label={labels.uploading} /> {progress}%
          </p>
        ) : null}
      </form>
      {outcome ? (
        <div
          role={outcome.kind === 'applied' ? 'status' : 'alert'}
          className={outcome.kind === 'applied' ? styles.formOk : styles.formError}
        >
          <p>{outcome.message}</p>
          {outcome.problems?.length ? (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{labels.row}</th>
                  <th scope="col">{labels.field}</th>
                  <th scope="col">{labels.reason}</th>
                </tr>
              </thead>
              <tbody>
                {outcome.problems.map((p, i) => (
                  <tr key={`${p.row}-${p.field}-${i}`}>
                    <td>{p.row}</td>
                    <td>
                      <code>{p.field}</code>
                    </td>
                    <td>{p.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
