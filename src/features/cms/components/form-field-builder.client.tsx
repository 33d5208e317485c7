'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { FormField, FormInput } from '@/features/forms/definition';
import { fieldTypes, textFormats, boxTypes } from '@/features/forms/field-kinds';
import styles from './cms.module.css';
import { optionsFromText, optionsText, readableProblem, type BuilderField } from './form-field-builder';
import { SaveProblems } from './save-problems';

interface State {
  ok?: string;
  errors?: string[];
  text?: string;
}

/** Every text of the builder, translated on the server (admin.forms.builder.*). */
export type FormBuilderLabels = Record<
  | 'title'
  | 'help'
  | 'name'
  | 'label_ja'
  | 'label_en'
  | 'type'
  | 'format'
  | 'box'
  | 'required'
  | 'min'
  | 'max'
  | 'size'
  | 'options'
  | 'options_help'
  | 'options_source'
  | 'width'
  | 'width_full'
  | 'width_half'
  | 'up'
  | 'down'
  | 'remove'
  | 'add'
  | 'add_type'
  | 'new_label'
  | 'save'
  | 'invalid'
  | 'field',
  string
> & { types: Record<string, string>; formats: Record<string, string>; boxes: Record<string, string> };

const choiceTypes = new Set(['select', 'radio', 'checkbox']);

/** A labelled text input of one field's setting. */
function TextRow({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={styles.formField}>
      <label htmlFor={id} className={styles.formLabel}>
        {label}
      </label>
      <input id={id} className={styles.formInput} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A labelled choice among a fixed list (type, format, shown), each named in Japanese. */
function ChoiceRow<T extends string>({
  id,
  label,
  value,
  choices,
  names,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  names: Record<string, string>;
  onChange: (value: T) => void;
}) {
  return (
    <div className={styles.formField}>
      <label htmlFor={id} className={styles.formLabel}>
        {label}
      </label>
      <select id={id} className={styles.formInput} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {names[choice] ?? choice}
          </option>
        ))}
      </select>
    </div>
  );
}

function numberOrUndefined(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/**
 * The point-and-click builder of a form's fields (issue 9 item 13): add, reorder, remove and edit
 * fields and their rules. It edits only `fields` and sends the whole definition to the same action
 * as the JSON editor, so the one schema checks both and a refusal keeps what the editor built.
 */
export function FormFieldBuilder({
  action,
  formId,
  revision,
  definition,
  labels,
}: {
  action: (state: State, data: FormData) => Promise<State>;
  formId: number;
  revision: number;
  definition: FormInput;
  labels: FormBuilderLabels;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  // Each field carries a key of its own, so moving one moves its inputs (and what is typed in them) too.
  const [items, setItems] = useState(() => (definition.fields as BuilderField[]).map((field, key) => ({ key, field })));
  const fields = items.map((item) => item.field);
  const [newType, setNewType] = useState<FormField['type']>('text');

  const update = (index: number, change: (field: BuilderField) => BuilderField) =>
    setItems((all) => all.map((item, i) => (i === index ? { ...item, field: change(item.field) } : item)));
  const setRule = (index: number, rule: 'min' | 'max' | 'size', value: string) =>
    update(index, (f) => ({ ...f, rules: { ...f.rules, [rule]: numberOrUndefined(value) } }));
  const move = (index: number, by: -1 | 1) =>
    setItems((all) => {
      const next = [...all];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const remove = (index: number) => setItems((all) => all.filter((_, i) => i !== index));
  const add = () =>
    setItems((all) => {
      const taken = new Set(all.map((item) => item.field.name));
      let n = all.length + 1;
      while (taken.has(`field_${n}`)) n++;
      const field: BuilderField = { name: `field_${n}`, type: newType, label: { ja: labels.new_label }, rules: { required: false } };
      if (newType === 'select' || newType === 'radio') field.options = [{ value: 'option_1', label: { ja: `${labels.new_label} 1` } }];
      return [...all, { key: Math.max(-1, ...all.map((item) => item.key)) + 1, field }];
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    data.set('definition', JSON.stringify({ ...definition, fields }, null, 2));
    startTransition(() => formAction(data));
  };

  return (
    <form onSubmit={onSubmit} className={styles.adminForm} aria-labelledby="form-builder-title">
      <h3 id="form-builder-title">{labels.title}</h3>
      <p className={styles.muted}>{labels.help}</p>
      <input type="hidden" name="form_id" value={formId} />
      <input type="hidden" name="revision" value={revision} />
      {items.map(({ key, field }, i) => {
        const id = (part: string) => `builder-${key}-${part}`;
        const legend = `${labels.field} ${i + 1}：${field.label?.ja ?? ''}`;
        return (
          <fieldset key={key} className={styles.fieldset} aria-label={legend}>
            <legend>{legend}</legend>
            <TextRow id={id('name')} label={labels.name} value={field.name} onChange={(name) => update(i, (f) => ({ ...f, name }))} />
            <TextRow
              id={id('label-ja')}
              label={labels.label_ja}
              value={field.label?.ja ?? ''}
              onChange={(ja) => update(i, (f) => ({ ...f, label: { ...f.label, ja } }))}
            />
            <TextRow
              id={id('label-en')}
              label={labels.label_en}
              value={field.label?.en ?? ''}
              onChange={(en) => update(i, (f) => ({ ...f, label: { ja: f.label?.ja ?? '', ...(en ? { en } : {}) } }))}
            />
            <ChoiceRow
              id={id('type')}
              label={labels.type}
              value={field.type}
              choices={fieldTypes}
              names={labels.types}
              onChange={(type) => update(i, (f) => ({ ...f, type }))}
            />
            {field.type === 'text' ? (
              <ChoiceRow
                id={id('format')}
                label={labels.format}
                value={field.format ?? 'plain'}
                choices={textFormats}
                names={labels.formats}
                onChange={(format) => update(i, (f) => ({ ...f, format }))}
              />
            ) : null}
            <ChoiceRow
              id={id('box')}
              label={labels.box}
              value={field.box_type ?? 'default'}
              choices={boxTypes}
              names={labels.boxes}
              onChange={(box_type) => update(i, (f) => ({ ...f, box_type }))}
            />
            {choiceTypes.has(field.type) && !field.options_source ? (
              <div className={styles.formField}>
                <label htmlFor={id('options')} className={styles.formLabel}>
                  {labels.options}
                </label>
                <textarea
                  id={id('options')}
                  className={styles.formInput}
                  rows={4}
                  aria-describedby={id('options-help')}
                  defaultValue={optionsText(field.options)}
                  onBlur={(e) => update(i, (f) => ({ ...f, options: optionsFromText(e.target.value) }))}
                />
                <p id={id('options-help')} className={styles.muted}>
                  {labels.options_help}
                </p>
              </div>
            ) : field.options_source ? (
              <p className={styles.muted}>
                {labels.options_source}: {field.options_source}
              </p>
            ) : null}
            <label>
              <input
                type="checkbox"
                checked={field.rules?.required ?? false}
                onChange={(e) => update(i, (f) => ({ ...f, rules: { ...f.rules, required: e.target.checked } }))}
              />{' '}
              {labels.required}
            </label>
            <div className={styles.inlineForm}>
              <label>
                {labels.min}{' '}
                <input
                  type="number"
                  min={0}
                  className={styles.formInput}
                  style={{ width: '6em' }}
                  value={field.rules?.min ?? ''}
                  onChange={(e) => setRule(i, 'min', e.target.value)}
                />
              </label>
              <label>
                {labels.max}{' '}
                <input
                  type="number"
                  min={1}
                  className={styles.formInput}
                  style={{ width: '6em' }}
                  value={field.rules?.max ?? ''}
                  onChange={(e) => setRule(i, 'max', e.target.value)}
                />
              </label>
              {field.type === 'file' ? (
                <label>
                  {labels.size}{' '}
                  <input
                    type="number"
                    min={1}
                    className={styles.formInput}
                    style={{ width: '7em' }}
                    value={field.rules?.size ?? ''}
                    onChange={(e) => setRule(i, 'size', e.target.value)}
                  />
                </label>
              ) : null}
              <label>
                {labels.width}{' '}
                <select
                  className={styles.formInput}
                  value={field.width ?? 'full'}
                  onChange={(e) => update(i, (f) => ({ ...f, width: e.target.value as 'full' | 'half' }))}
                >
                  <option value="full">{labels.width_full}</option>
                  <option value="half">{labels.width_half}</option>
                </select>
              </label>
            </div>
            <div className={styles.rowForms}>
              <button type="button" className={styles.smallButton} disabled={i === 0} onClick={() => move(i, -1)}>
                {labels.up}
              </button>
              <button type="button" className={styles.smallButton} disabled={i === fields.length - 1} onClick={() => move(i, 1)}>
                {labels.down}
              </button>
              <button type="button" className={styles.smallButton} disabled={fields.length === 1} onClick={() => remove(i)}>
                {labels.remove}
              </button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.inlineForm}>
        <label>
          {labels.add_type}{' '}
          <select className={styles.formInput} value={newType} onChange={(e) => setNewType(e.target.value as FormField['type'])}>
            {fieldTypes.map((type) => (
              <option key={type} value={type}>
                {labels.types[type] ?? type}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={styles.smallButton} onClick={add}>
          {labels.add}
        </button>
      </div>
      {state.errors ? (
        <SaveProblems
          id="form-builder-errors"
          title={labels.invalid}
          problems={state.errors.map((e) => readableProblem(e, fields, labels.field))}
        />
      ) : null}
      <button type="submit" className={styles.formButton} disabled={pending}>
        {labels.save}
      </button>
    </form>
  );
}
