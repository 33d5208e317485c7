'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { FieldDefinition } from '@/blocks/fields';
import type { BlockFormLabels } from './block-form-labels';
import styles from './block-form.module.css';
import { fill } from './validate-block';

export type PickImage = (current: { id: number; alt?: string } | null) => Promise<{ id: number; alt?: string } | null>;

export interface FormContextValue {
  labels: BlockFormLabels;
  idPrefix: string;
  /** The messages shown at exactly this pointer (client checks of touched fields and server errors). */
  errorsAt: (pointer: string) => string[];
  onPickImage?: PickImage;
  /** Moves keyboard focus, after the next render, to the first of these elements that can take it. */
  focusLater: (ids: string[]) => void;
  /** Says what just happened through the form's status region. */
  announce: (message: string) => void;
}

const FormContext = createContext<FormContextValue | null>(null);
export const FormContextProvider = FormContext.Provider;

export function useForm(): FormContextValue {
  const value = useContext(FormContext);
  if (!value) throw new Error('Field inputs render inside <BlockForm>.');
  return value;
}

/** DOM ids follow the content pointer, so a label, its input and its errors always agree. */
export const idFor = (idPrefix: string, pointer: string) => `${idPrefix}-${pointer.replace(/\./g, '-')}`;

/** What a control needs to be named, described and marked invalid. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export function describe(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** Error texts under a control; their ids go into the control's aria-describedby. */
export function ErrorList({ id, errors }: { id: string; errors: readonly string[] }) {
  return errors.map((error, i) => (
    <p key={error} id={`${id}--error-${i}`} className={styles.error}>
      {error}
    </p>
  ));
}
export const errorIds = (id: string, errors: readonly string[]) => errors.map((_, i) => `${id}--error-${i}`);

interface ShellProps {
  def: FieldDefinition;
  pointer: string;
  /** Messages the control finds itself (e.g. JSON that does not parse). */
  extraErrors?: readonly string[];
  counter?: { count: number; max: number };
  /** Composite kinds (Image, Link, LinksCollection) are a fieldset named by a legend. */
  group?: boolean;
  /** A checkbox sits before its label. */
  inline?: boolean;
  children: (control: ControlProps) => ReactNode;
}

/** Label, badges, help, counter and errors around one field's control. */
export function FieldShell({ def, pointer, extraErrors = [], counter, group, inline, children }: ShellProps) {
  const { labels, idPrefix, errorsAt } = useForm();
  const id = idFor(idPrefix, pointer);
  const errors = [...extraErrors, ...errorsAt(pointer).filter((e) => !extraErrors.includes(e))];
  const over = counter !== undefined && counter.count > counter.max;
  const control: ControlProps = {
    id,
    'aria-describedby': describe(
      def.translatable && `${id}-translatable`,
      counter && `${id}-counter`,
      def.help && `${id}-help`,
      ...errorIds(id, errors),
    ),
    'aria-invalid': errors.length || over ? true : undefined,
    'aria-required': def.required && !group ? true : undefined,
  };
  const badges = (
    <>
      {def.required && <span className={styles.required}>{labels.required}</span>}
      {def.translatable && (
        <span id={`${id}-translatable`} className={styles.badge}>
          {labels.translatable}
        </span>
      )}
    </>
  );
  const after = (
    <>
      {counter && (
        <p id={`${id}-counter`} className={over ? styles.counterOver : styles.counter}>
          {fill(labels.counter, counter)}
        </p>
      )}
      {def.help && (
        <p id={`${id}-help`} className={styles.help}>
          {def.help}
        </p>
      )}
      <ErrorList id={id} errors={errors} />
    </>
  );
  if (group) {
    // aria-invalid is not a property of a group: the controls inside carry their own.
    return (
      <fieldset className={styles.fieldset} id={id} aria-describedby={control['aria-describedby']}>
        <legend className={styles.legend}>
          {def.label} {badges}
        </legend>
        {children(control)}
        {after}
      </fieldset>
    );
  }
  return (
    <div className={errors.length ? `${styles.field} ${styles.invalid}` : styles.field} data-field={def.name}>
      <div className={inline ? styles.inlineRow : styles.labelRow}>
        {inline && children(control)}
        <label htmlFor={id} className={styles.label}>
          {def.label}
        </label>
        {badges}
      </div>
      {!inline && children(control)}
      {after}
    </div>
  );
}
