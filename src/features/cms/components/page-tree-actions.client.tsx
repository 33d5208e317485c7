'use client';

import { useActionState, useId } from 'react';
import styles from './cms.module.css';
import tree from './page-tree.module.css';
import { TextField } from './form-field';

interface State {
  ok?: string;
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string; redirect?: boolean };
}
type Action = (state: State, form: FormData) => Promise<State>;

export interface PageTreeActionLabels {
  menu: string;
  move: string;
  moveHelp: string;
  moveSubmit: string;
  redirect: string;
  duplicate: string;
  duplicateSubmit: string;
  trash: string;
  trashHelp: string;
  trashSubmit: string;
  title: string;
  path: string;
  copySuffix: string;
}

function Feedback({ state }: { state: State }) {
  return (
    <>
      {state.errors?.form ? (
        <p role="alert" className={styles.formError}>
          {state.errors.form}
        </p>
      ) : null}
      {state.ok ? (
        <p role="status" className={styles.formOk}>
          {state.ok}
        </p>
      ) : null}
    </>
  );
}

/**
 * What can be done to one row of the page tree: rename or move, duplicate, move to the trash. Plain
 * forms behind a disclosure, so they work before JavaScript loads; refused values stay with the
 * reason beside the field.
 */
export function PageTreeActions({
  page,
  canMove,
  canDuplicate,
  canTrash,
  actions,
  labels,
}: {
  page: { id: number; title: string; path: string; revision: number; live: boolean };
  canMove: boolean;
  canDuplicate: boolean;
  canTrash: boolean;
  actions: { move: Action; duplicate: Action; trash: Action };
  labels: PageTreeActionLabels;
}) {
  const [moved, move, moving] = useActionState(actions.move, {});
  const [copied, duplicate, copying] = useActionState(actions.duplicate, {});
  const [trashed, trash, trashing] = useActionState(actions.trash, {});
  const id = useId();
  if (!canMove && !canDuplicate && !canTrash) return null;
  const copyPath = page.path === '/' ? '/home-copy' : `${page.path}-copy`;
  return (
    <details className={tree.actions}>
      <summary aria-label={`${labels.menu}: ${page.title}`}>{labels.menu}</summary>
      <div className={tree.panel}>
        {canMove ? (
          <form action={move} className={tree.form} noValidate aria-label={labels.move}>
            <h3 className={tree.formTitle}>{labels.move}</h3>
            <Feedback state={moved} />
            <input type="hidden" name="id" value={page.id} />
            <input type="hidden" name="revision" value={page.revision} />
            <TextField
              id={`${id}-move-title`}
              label={labels.title}
              name="title"
              defaultValue={moved.values?.title ?? page.title}
              error={moved.errors?.title}
            />
            <TextField
              id={`${id}-move-path`}
              label={labels.path}
              help={labels.moveHelp}
              name="path"
              defaultValue={moved.values?.path ?? page.path}
              error={moved.errors?.path}
            />
            {page.live ? (
              <label className={tree.check}>
                <input type="checkbox" name="redirect" defaultChecked={moved.values?.redirect ?? true} /> {labels.redirect}
              </label>
            ) : null}
            <button type="submit" className={styles.formButton} aria-disabled={moving || undefined}>
              {labels.moveSubmit}
            </button>
          </form>
        ) : null}
        {canDuplicate ? (
          <form action={duplicate} className={tree.form} noValidate aria-label={labels.duplicate}>
            <h3 className={tree.formTitle}>{labels.duplicate}</h3>
            <Feedback state={copied} />
            <input type="hidden" name="id" value={page.id} />
            <TextField
              id={`${id}-copy-title`}
              label={labels.title}
              name="title"
              defaultValue={copied.values?.title ?? `${page.title}${labels.copySuffix}`}
              error={copied.errors?.title}
            />
            <TextField
              id={`${id}-copy-path`}
              label={labels.path}
              name="path"
              defaultValue={copied.values?.path ?? copyPath}
              error={copied.errors?.path}
            />
            <button type="submit" className={styles.formButton} aria-disabled={copying || undefined}>
              {labels.duplicateSubmit}
            </button>
          </form>
        ) : null}
        {canTrash && page.path !== '/' ? (
          <form action={trash} className={tree.form} noValidate aria-label={labels.trash}>
            <h3 className={tree.formTitle}>{labels.trash}</h3>
            <Feedback state={trashed} />
            <input type="hidden" name="id" value={page.id} />
            <input type="hidden" name="revision" value={page.revision} />
            <p className={styles.muted}>{labels.trashHelp}</p>
            <button type="submit" className={tree.danger} aria-disabled={trashing || undefined}>
              {labels.trashSubmit}
            </button>
          </form>
        ) : null}
      </div>
    </details>
  );
}

/** Restore (optionally under a new path) or delete for good, for one trash entry. */
export function TrashEntryActions({
  entry,
  canRestore,
  actions,
  labels,
}: {
  entry: { id: number; title: string; path: string; pathTaken: boolean };
  canRestore: boolean;
  actions: { restore: Action; purge: Action };
  labels: { restore: string; restorePath: string; restorePathHelp: string; purge: string; purgeConfirm: string };
}) {
  const [restored, restore, restoring] = useActionState(actions.restore, {});
  const [purged, purge, purging] = useActionState(actions.purge, {});
  const id = useId();
  if (!canRestore) return null;
  return (
    <div className={tree.trashActions}>
      <form action={restore} className={tree.inlineForm} noValidate aria-label={`${labels.restore}: ${entry.title}`}>
        <Feedback state={restored} />
        <input type="hidden" name="id" value={entry.id} />
        {entry.pathTaken || restored.errors?.path ? (
          <TextField
            id={`${id}-path`}
            label={labels.restorePath}
            help={labels.restorePathHelp}
            name="path"
            defaultValue={restored.values?.path || `${entry.path}-restored`}
            error={restored.errors?.path}
          />
        ) : null}
        <button type="submit" className={styles.formButton} aria-disabled={restoring || undefined}>
          {labels.restore}
        </button>
      </form>
      <form action={purge} className={tree.inlineForm} noValidate aria-label={`${labels.purge}: ${entry.title}`}>
        <Feedback state={purged} />
        <input type="hidden" name="id" value={entry.id} />
        <label className={tree.check}>
          <input type="checkbox" name="confirm" required /> {labels.purgeConfirm}
        </label>
        <button type="submit" className={tree.danger} aria-disabled={purging || undefined}>
          {labels.purge}
        </button>
      </form>
    </div>
  );
}
