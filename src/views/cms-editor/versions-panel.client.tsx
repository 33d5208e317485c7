'use client';

import { useState } from 'react';
import type { PageChange } from '@/features/pages/page-diff';
import type { CatalogueEntry } from './editor-types';
import { formatJstDateTime } from '@/features/cms/format-date';
import { editorApi, type VersionSummary } from './editor-api';
import styles from './editor.module.css';

export interface VersionsLabels {
  title: string;
  show: string;
  empty: string;
  by: string;
  compare: string;
  restore: string;
  restored: string;
  noChanges: string;
  attribute: string;
  blockAdded: string;
  blockRemoved: string;
  blockMoved: string;
  failed: string;
}

const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : value === undefined ? '—' : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
};

function fieldLabel(change: PageChange, catalogue: Record<string, CatalogueEntry>): string {
  const template = change.block ? catalogue[change.block.template_key]?.template : undefined;
  const [part, index, name] = (change.field ?? '').split('.');
  if (part === 'fields') return template?.fields.find((f) => f.name === index)?.label ?? index ?? '';
  if (part === 'field_groups')
    return `${Number(index) + 1}: ${template?.field_groups_template.find((f) => f.name === name)?.label ?? name}`;
  return change.field ?? '';
}

/** One change as a sentence an editor reads. */
function describe(change: PageChange, catalogue: Record<string, CatalogueEntry>, labels: VersionsLabels): string {
  const block = change.block
    ? `${change.block.position + 1}. ${catalogue[change.block.template_key]?.template.name ?? change.block.template_key}`
    : '';
  switch (change.kind) {
    case 'attribute':
      return `${labels.attribute} ${change.field}: ${shown(change.before)} → ${shown(change.after)}`;
    case 'block_added':
      return `${labels.blockAdded}: ${block}`;
    case 'block_removed':
      return `${labels.blockRemoved}: ${block}`;
    case 'block_moved':
      return `${labels.blockMoved}: ${block}`;
    case 'field':
      return `${block} — ${fieldLabel(change, catalogue)}: ${shown(change.before)} → ${shown(change.after)}`;
  }
}

/**
 * Every publication of the page: who and when, what the current draft changes compared with it,
 * and putting it back into the draft (it goes live only when published again).
 */
export function VersionsPanel({
  pageId,
  catalogue,
  labels,
  beforeRestore,
}: {
  pageId: number;
  catalogue: Record<string, CatalogueEntry>;
  labels: VersionsLabels;
  beforeRestore: () => Promise<number>;
}) {
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [changes, setChanges] = useState<{ number: number; list: PageChange[] } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const load = async () => setVersions(await editorApi.versions(pageId).catch(() => []));
  const compare = async (number: number) => {
    const list = await editorApi.changesSince(pageId, number).catch(() => null);
    if (list) setChanges({ number, list });
  };
  const restore = async (number: number) => {
    const revision = await beforeRestore();
    const restored = await editorApi.restore(pageId, number, revision).then(
      () => true,
      () => false,
    );
    if (!restored) {
      setMessage(labels.failed);
      return;
    }
    setMessage(labels.restored.replace('{{n}}', String(number)));
    window.location.reload();
  };
  return (
    <section aria-labelledby="versions-title" className={styles.settings}>
      <h2 id="versions-title" className={styles.paneTitle}>
        {labels.title}
      </h2>
      {versions === null ? (
        <button type="button" className={styles.secondaryButton} onClick={() => void load()}>
          {labels.show}
        </button>
      ) : versions.length === 0 ? (
        <p className={styles.muted}>{labels.empty}</p>
      ) : (
        <ol className={styles.versionList}>
          {versions.map((v) => (
            <li key={v.number}>
              <span>
                v{v.number} · {formatJstDateTime(v.published_at)} · {labels.by.replace('{{who}}', v.published_by)}
                {v.note ? ` · ${v.note}` : ''}
              </span>
              <span className={styles.versionActions}>
                <button type="button" className={styles.secondaryButton} onClick={() => void compare(v.number)}>
                  {labels.compare}
                </button>
                <button type="button" className={styles.secondaryButton} onClick={() => void restore(v.number)}>
                  {labels.restore}
                </button>
              </span>
              {changes?.number === v.number ? (
                changes.list.length ? (
                  <ul className={styles.changeList} aria-label={`${labels.compare} v${v.number}`}>
                    {changes.list.map((c, i) => (
                      <li key={i}>{describe(c, catalogue, labels)}</li>
                    ))}
                  </ul>
                ) : (
                  <p className={styles.muted}>{labels.noChanges}</p>
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {message ? <p role="status">{message}</p> : null}
    </section>
  );
}
