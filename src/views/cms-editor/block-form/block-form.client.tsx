'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import type { StoredContent } from '@/blocks/content-schema';
import type { BlockTemplate } from '@/blocks/fields';
import type { BlockFormLabels } from './block-form-labels';
import styles from './block-form.module.css';
import { FormContextProvider, type FormContextValue, type PickImage } from './field-context.client';
import { FieldGroups } from './field-groups.client';
import { FieldInput } from './field-input.client';
import type { ListOp } from './field-list.client';
import { indexErrors, validateBlockContent, type FormError } from './validate-block';

export interface BlockFormProps {
  template: BlockTemplate;
  value: StoredContent;
  onChange: (next: StoredContent) => void;
  /** The server's errors for this block, pointers relative to its content: `fields.title`, `field_groups.2.title`. */
  errors?: readonly FormError[];
  labels: BlockFormLabels;
  onPickImage?: PickImage;
  /** Makes the form's DOM ids unique on a page that shows several blocks. */
  idPrefix: string;
}

const noErrors: readonly FormError[] = [];

/** Whether an edit at `edited` concerns the message at `pointer` (a Link field covers its `.url`). */
function covers(edited: string, pointer: string): boolean {
  // Adding or moving a group must not reveal the empty fields of every group at once.
  if (edited === 'field_groups') return pointer === edited;
  return pointer === edited || pointer.startsWith(`${edited}.`);
}

/** A group's pointers follow it when groups are removed or moved; a removed group's are dropped. */
function remap(pointer: string, op: ListOp): string | null {
  const match = /^field_groups\.(\d+)(\..*)?$/.exec(pointer);
  if (!match || op.kind === 'add') return pointer;
  const at = Number(match[1]);
  let to = at;
  if (op.kind === 'remove') {
    if (at === op.index) return null;
    if (at > op.index) to = at - 1;
  } else if (at === op.index) to = op.to;
  else if (op.index < at && at <= op.to) to = at - 1;
  else if (op.to <= at && at < op.index) to = at + 1;
  return `field_groups.${to}${match[2] ?? ''}`;
}

/**
 * The form of one block, generated from its template. Controlled: every edit calls `onChange` with
 * the whole content. The server's schema runs on each change; its messages show next to the fields
 * the editor has touched, together with the server's errors until their field is edited.
 */
export function BlockForm({ template, value, onChange, errors = noErrors, labels, onPickImage, idPrefix }: BlockFormProps) {
  const fields = value.fields ?? {};
  const groups = value.field_groups ?? [];
  // Compared by content: a parent that rebuilds the same list on every render must not bring back
  // the server errors of fields edited since.
  const source = JSON.stringify(errors);
  const [state, setState] = useState(() => ({ source, server: errors, touched: [] as string[] }));
  if (state.source !== source) setState({ ...state, source, server: errors });
  const [status, setStatus] = useState('');
  const pendingFocus = useRef<string[] | null>(null);

  useEffect(() => {
    const ids = pendingFocus.current;
    if (!ids) return;
    pendingFocus.current = null;
    for (const id of ids) {
      const element = document.getElementById(id);
      // A group or link: its first field, not the move buttons above it.
      const target = element?.matches('button, input, select, textarea')
        ? element
        : (element?.querySelector<HTMLElement>('input, select, textarea') ?? element?.querySelector<HTMLElement>('button:not(:disabled)'));
      if (target && !(target as HTMLButtonElement).disabled) {
        target.focus();
        return;
      }
    }
  });

  const clientErrors = useMemo(() => validateBlockContent(template, value, labels.messages), [template, value, labels.messages]);
  const shown = useMemo(
    () =>
      indexErrors(
        clientErrors.filter((e) => state.touched.some((t) => covers(t, e.pointer))),
        state.server,
      ),
    [clientErrors, state.touched, state.server],
  );

  const context: FormContextValue = {
    labels,
    idPrefix,
    errorsAt: (pointer) => shown.get(pointer) ?? [],
    onPickImage,
    focusLater: (ids) => {
      pendingFocus.current = ids;
    },
    announce: setStatus,
  };

  const edited = (pointer: string) =>
    setState((s) => ({
      ...s,
      server: s.server.filter((e) => !covers(pointer, e.pointer)),
      touched: s.touched.includes(pointer) ? s.touched : [...s.touched, pointer],
    }));
  const without = <T extends Record<string, unknown>>(record: T, name: string, next: unknown) => {
    const copy: Record<string, unknown> = { ...record, [name]: next };
    if (next === undefined) delete copy[name];
    return copy;
  };

  const setField = (name: string, next: unknown) => {
    edited(`fields.${name}`);
    onChange({ ...value, fields: without(fields, name, next) });
  };
  const setGroupField = (index: number, name: string, next: unknown) => {
    edited(`field_groups.${index}.${name}`);
    onChange({ ...value, field_groups: groups.map((g, i) => (i === index ? without(g, name, next) : g)) });
  };
  const setGroups = (next: Record<string, unknown>[], op: ListOp) => {
    const move = (pointers: string[]) => pointers.flatMap((p) => remap(p, op) ?? []);
    setState((s) => ({
      ...s,
      server: s.server.flatMap((e) => {
        const pointer = remap(e.pointer, op);
        return pointer === null || pointer === 'field_groups' ? [] : [{ ...e, pointer }];
      }),
      touched: [...new Set([...move(s.touched), 'field_groups'])],
    }));
    onChange({ ...value, field_groups: next });
  };

  // Messages no field shows (a field the template no longer has, a malformed pointer) are not lost.
  const known = ['field_groups', ...template.fields.map((f) => `fields.${f.name}`), ...groups.map((_, i) => `field_groups.${i}`)];
  const others = [...shown].filter(([pointer]) => !known.some((k) => covers(k, pointer)));

  return (
    <FormContextProvider value={context}>
      <div className={styles.form}>
        {others.length > 0 && (
          <div className={styles.others} role="alert">
            <p>{labels.otherErrors}</p>
            <ul>
              {others.map(([pointer, details]) => details.map((detail) => <li key={`${pointer} ${detail}`}>{`${pointer}: ${detail}`}</li>))}
            </ul>
          </div>
        )}
        {template.fields.map((def) => (
          <FieldInput
            key={def.name}
            def={def}
            value={fields[def.name]}
            pointer={`fields.${def.name}`}
            onChange={(v) => setField(def.name, v)}
          />
        ))}
        {template.field_groups_template.length > 0 && (
          <FieldGroups
            template={template.field_groups_template}
            max={template.max_field_groups}
            groups={groups}
            onGroupsChange={setGroups}
            onFieldChange={setGroupField}
          />
        )}
        <p role="status" className="visually-hidden">
          {status}
        </p>
      </div>
    </FormContextProvider>
  );
}
