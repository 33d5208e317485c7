'use client';

import styles from './block-form.module.css';
import { useForm } from './field-context.client';
import { fill } from './validate-block';

/** What the editor did to a list of field groups or links. */
export type ListOp = { kind: 'add' } | { kind: 'remove'; index: number } | { kind: 'move'; index: number; to: number };

export function applyOp<T>(list: readonly T[], op: ListOp, create: () => T): T[] {
  const next = [...list];
  if (op.kind === 'add') next.push(create());
  else if (op.kind === 'remove') next.splice(op.index, 1);
  else next.splice(op.to, 0, ...next.splice(op.index, 1));
  return next;
}

/**
 * After a list changes, keyboard focus follows the item (it would otherwise stay on a button that
 * now belongs to another item, or be lost with a removed one) and a status message says what happened.
 */
export function useListEffects({
  length,
  idOf,
  nameOf,
  addId,
}: {
  length: number;
  idOf: (index: number) => string;
  nameOf: (index: number) => string;
  addId: string;
}) {
  const { labels, focusLater, announce } = useForm();
  return (op: ListOp) => {
    if (op.kind === 'add') {
      focusLater([idOf(length)]);
      announce(fill(labels.added, { item: nameOf(length) }));
    } else if (op.kind === 'remove') {
      // The next item now has this position; then the previous one; then the add button.
      focusLater([...(op.index < length - 1 ? [idOf(op.index)] : []), ...(op.index > 0 ? [idOf(op.index - 1)] : []), addId]);
      announce(fill(labels.removed, { item: nameOf(op.index) }));
    } else {
      const up = op.to < op.index;
      focusLater([`${idOf(op.to)}--${up ? 'up' : 'down'}`, `${idOf(op.to)}--${up ? 'down' : 'up'}`]);
      announce(fill(labels.moved, { item: nameOf(op.index), to: op.to + 1 }));
    }
  };
}

/** Move up, move down and remove for the item at `index` of `length`; ids hang off `id`. */
export function ItemActions({
  id,
  index,
  length,
  name,
  onOp,
}: {
  id: string;
  index: number;
  length: number;
  name: string;
  onOp: (op: ListOp) => void;
}) {
  const { labels } = useForm();
  return (
    <div className={styles.itemActions}>
      <button
        id={`${id}--up`}
        type="button"
        className={styles.smallButton}
        disabled={index === 0}
        aria-label={fill(labels.moveUp, { item: name })}
        onClick={() => onOp({ kind: 'move', index, to: index - 1 })}
      >
        {labels.up}
      </button>
      <button
        id={`${id}--down`}
        type="button"
        className={styles.smallButton}
        disabled={index === length - 1}
        aria-label={fill(labels.moveDown, { item: name })}
        onClick={() => onOp({ kind: 'move', index, to: index + 1 })}
      >
        {labels.down}
      </button>
      <button
        id={`${id}--remove`}
        type="button"
        className={styles.smallButton}
        aria-label={fill(labels.removeItem, { item: name })}
        onClick={() => onOp({ kind: 'remove', index })}
      >
        {labels.remove}
      </button>
    </div>
  );
}

/** "Add" for a list, disabled at its maximum with the reason beside it; ids hang off `base`. */
export function AddItem({
  base,
  full,
  label,
  maxNote,
  onAdd,
}: {
  base: string;
  full: boolean;
  label: string;
  maxNote: string;
  onAdd: () => void;
}) {
  return (
    <div className={styles.actions}>
      <button
        id={`${base}--add`}
        type="button"
        className={styles.button}
        disabled={full}
        aria-describedby={full ? `${base}--max` : undefined}
        onClick={onAdd}
      >
        {label}
      </button>
      {full && (
        <p id={`${base}--max`} className={styles.note}>
          {maxNote}
        </p>
      )}
    </div>
  );
}
