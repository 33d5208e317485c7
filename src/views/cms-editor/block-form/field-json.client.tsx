'use client';

import { useState } from 'react';
import styles from './block-form.module.css';
import { FieldShell, useForm } from './field-context.client';
import type { FieldInputProps } from './field-input.client';

type Parsed = { ok: true; value: unknown } | { ok: false };

function parse(text: string): Parsed {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

const pretty = (value: unknown) => (value === undefined ? '' : JSON.stringify(value, null, 2));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A Json field is edited as text. The text is the editor's: while it does not parse it stays as
 * typed, with an error, and the content keeps the last value that parsed.
 */
export function JsonField({ def, value, pointer, onChange }: FieldInputProps) {
  const { labels } = useForm();
  const [state, setState] = useState(() => ({ text: pretty(value), source: value }));
  if (state.source !== value) {
    // New content from outside (a group moved here, a reload) replaces the text; our own echo does not.
    const ours = parse(state.text);
    setState(ours.ok && same(ours.value, value) ? { ...state, source: value } : { text: pretty(value), source: value });
  }
  const invalid = !parse(state.text).ok;
  return (
    <FieldShell def={def} pointer={pointer} extraErrors={invalid ? [labels.messages.json] : []}>
      {(control) => (
        <textarea
          {...control}
          className={`${styles.textarea} ${styles.mono}`}
          rows={8}
          spellCheck={false}
          value={state.text}
          onChange={(e) => {
            const text = e.target.value;
            const parsed = parse(text);
            setState({ text, source: parsed.ok ? parsed.value : value });
            if (parsed.ok) onChange(parsed.value);
          }}
        />
      )}
    </FieldShell>
  );
}
