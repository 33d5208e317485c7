'use client';

import type { ReactNode } from 'react';
import { buttonSizes, buttonTypes, linkTargets, linkTypes, type LinkButtonValue } from '@/ui/link-button';
import styles from './block-form.module.css';
import { describe, ErrorList, errorIds, FieldShell, idFor, useForm } from './field-context.client';
import type { FieldInputProps } from './field-input.client';

type Link = Partial<LinkButtonValue> & Record<string, unknown>;

/** The defaults linkSchema fills in, so the selects show what will be stored. */
const blank: LinkButtonValue = { type: 'internal', target: '_self', button_type: 'primary', size: 'medium' };

export const isLink = (value: unknown): value is Link => typeof value === 'object' && value !== null && !Array.isArray(value);
export const newLink = (): Link => ({ ...blank });

/** The parts of one link (linkSchema): where it goes, its text, and how the button looks. */
export function LinkEditor({ value, pointer, onChange }: { value: Link; pointer: string; onChange: (next: Link) => void }) {
  const { labels, idPrefix, errorsAt } = useForm();
  const link = { ...blank, ...value };
  const set = (key: string, next: string) => {
    const updated: Link = { ...link, [key]: next };
    // Empty text is left out, as the schema would have it.
    if (next === '' && (key === 'url' || key === 'label' || key === 'form_id')) delete updated[key];
    // blocks.md §5: a tertiary button is always small; the schema makes it so on save.
    if (key === 'button_type' && next === 'tertiary') updated.size = 'small';
    onChange(updated);
  };

  const control = (key: string, label: string, input: (props: Record<string, unknown>) => ReactNode) => {
    const id = idFor(idPrefix, `${pointer}.${key}`);
    const errors = errorsAt(`${pointer}.${key}`);
    return (
      <div className={styles.field} key={key}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {input({ id, 'aria-invalid': errors.length ? true : undefined, 'aria-describedby': describe(...errorIds(id, errors)) })}
        <ErrorList id={id} errors={errors} />
      </div>
    );
  };
  const text = (key: 'url' | 'label' | 'form_id', label: string, type = 'text') =>
    control(key, label, (props) => (
      <input
        {...props}
        className={styles.input}
        type={type}
        autoComplete="off"
        value={typeof link[key] === 'string' ? link[key] : ''}
        onChange={(e) => set(key, e.target.value)}
      />
    ));
  const choice = <V extends string>(
    key: 'type' | 'target' | 'button_type' | 'size',
    label: string,
    values: readonly V[],
    names: Record<V, string>,
  ) =>
    control(key, label, (props) => (
      <select {...props} className={styles.select} value={String(link[key])} onChange={(e) => set(key, e.target.value)}>
        {values.map((v) => (
          <option key={v} value={v}>
            {names[v]}
          </option>
        ))}
      </select>
    ));

  return (
    <div className={styles.linkGrid}>
      {choice('type', labels.link.type, linkTypes, labels.link.types)}
      {/* `url` is a plain text box: paths and alias:<name> are not URLs to the browser. */}
      {text('url', labels.link.url)}
      {(link.type === 'form' || link.form_id !== undefined) && text('form_id', labels.link.formId)}
      {text('label', labels.link.label)}
      {choice('target', labels.link.target, linkTargets, labels.link.targets)}
      {choice('button_type', labels.link.buttonType, buttonTypes, labels.link.buttonTypes)}
      {choice('size', labels.link.size, buttonSizes, labels.link.sizes)}
    </div>
  );
}

/** A Link field: optional links start empty and are added or cleared as a whole. */
export function LinkField({ def, value, pointer, onChange }: FieldInputProps) {
  const { labels } = useForm();
  const link = isLink(value) ? value : null;
  return (
    <FieldShell def={def} pointer={pointer} group>
      {() => (
        <>
          {link || def.required ? <LinkEditor value={link ?? {}} pointer={pointer} onChange={onChange} /> : null}
          {!def.required && (
            <div className={styles.actions}>
              {link ? (
                <button type="button" className={styles.button} onClick={() => onChange(null)}>
                  {labels.link.clear}
                </button>
              ) : (
                <button type="button" className={styles.button} onClick={() => onChange(newLink())}>
                  {labels.link.add}
                </button>
              )}
            </div>
          )}
        </>
      )}
    </FieldShell>
  );
}
