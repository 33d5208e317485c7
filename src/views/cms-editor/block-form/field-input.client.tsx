'use client';

import type { FieldDefinition } from '@/blocks/fields';
import styles from './block-form.module.css';
import { FieldShell, useForm } from './field-context.client';
import { ImageField } from './field-image.client';
import { JsonField } from './field-json.client';
import { LinkField } from './field-link.client';
import { LinksField } from './field-links.client';

export interface FieldInputProps {
  def: FieldDefinition;
  value: unknown;
  /** Where the value lives in the content: `fields.title`, `field_groups.2.title`. */
  pointer: string;
  /** `undefined` leaves the field out of the content. */
  onChange: (value: unknown) => void;
}

/** One field of a block template, edited with the control of its kind. */
export function FieldInput(props: FieldInputProps) {
  switch (props.def.kind) {
    case 'String':
    case 'Icon':
      return <TextInput {...props} />;
    case 'Text':
    case 'Markdown':
      return <TextArea {...props} />;
    case 'Number':
      return <NumberInput {...props} />;
    case 'Bool':
      return <Checkbox {...props} />;
    case 'Select':
      return <SelectInput {...props} />;
    case 'Image':
      return <ImageField {...props} />;
    case 'Link':
      return <LinkField {...props} />;
    case 'LinksCollection':
      return <LinksField {...props} />;
    case 'Json':
      return <JsonField {...props} />;
    case 'Separator':
      return <Separator label={props.def.label} />;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const counterOf = (def: FieldDefinition, value: string) =>
  def.max_length !== undefined ? { count: value.length, max: def.max_length } : undefined;

function TextInput({ def, value, pointer, onChange }: FieldInputProps) {
  const current = text(value);
  const icon = def.kind === 'Icon';
  return (
    <FieldShell def={def} pointer={pointer} counter={counterOf(def, current)}>
      {(control) => (
        <input
          {...control}
          className={styles.input}
          type="text"
          value={current}
          // Icon names are looked up as typed: no browser help that changes them.
          pattern={icon ? '[a-z0-9-]*' : undefined}
          autoComplete="off"
          spellCheck={icon ? false : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

function TextArea({ def, value, pointer, onChange }: FieldInputProps) {
  const current = text(value);
  const markdown = def.kind === 'Markdown';
  return (
    <FieldShell def={def} pointer={pointer} counter={counterOf(def, current)}>
      {(control) => (
        <textarea
          {...control}
          className={markdown ? `${styles.textarea} ${styles.mono}` : styles.textarea}
          rows={markdown ? 10 : 4}
          value={current}
          spellCheck={def.language === 'json' ? false : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  );
}

function NumberInput({ def, value, pointer, onChange }: FieldInputProps) {
  return (
    <FieldShell def={def} pointer={pointer}>
      {(control) => (
        <input
          {...control}
          className={styles.number}
          type="number"
          min={def.min}
          max={def.max}
          value={typeof value === 'number' ? value : ''}
          onChange={(e) => {
            // The browser reports '' while the text is not a number yet: the field is left out.
            const raw = e.target.value.trim();
            const number = raw === '' ? Number.NaN : Number(raw);
            onChange(Number.isFinite(number) ? number : undefined);
          }}
        />
      )}
    </FieldShell>
  );
}

function Checkbox({ def, value, pointer, onChange }: FieldInputProps) {
  const checked = typeof value === 'boolean' ? value : def.default === true;
  return (
    <FieldShell def={def} pointer={pointer} inline>
      {(control) => (
        <input {...control} className={styles.checkbox} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      )}
    </FieldShell>
  );
}

/** The schema reads a heading level given as 1–6 as h1–h6; the select shows it the same way. */
function selected(def: FieldDefinition, value: unknown): string {
  const options = def.options ?? [];
  const raw = value === undefined || value === null ? def.default : value;
  const candidate = typeof raw === 'number' || (typeof raw === 'string' && /^[1-6]$/.test(raw)) ? `h${raw}` : raw;
  if (options.some((o) => o.value === raw)) return String(raw);
  if (options.some((o) => o.value === candidate)) return String(candidate);
  return typeof raw === 'string' ? raw : '';
}

function SelectInput({ def, value, pointer, onChange }: FieldInputProps) {
  const { labels } = useForm();
  const current = selected(def, value);
  const options = def.options ?? [];
  // A select without a default may be left empty unless required; a stored value the template no
  // longer offers stays visible, so the schema's error next to it makes sense.
  const empty = def.default === undefined && (!def.required || current === '');
  const unknown = current !== '' && !options.some((o) => o.value === current);
  return (
    <FieldShell def={def} pointer={pointer}>
      {(control) => (
        <select
          {...control}
          className={styles.select}
          value={current}
          onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        >
          {empty && <option value="">{labels.none}</option>}
          {unknown && <option value={current}>{current}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

function Separator({ label }: { label: string }) {
  return (
    <div className={styles.separator}>
      <hr />
      <span>{label}</span>
    </div>
  );
}
