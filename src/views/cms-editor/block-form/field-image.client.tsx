'use client';

import { useState } from 'react';
import styles from './block-form.module.css';
import { describe, ErrorList, errorIds, FieldShell, useForm } from './field-context.client';
import type { FieldInputProps } from './field-input.client';
import { fill } from './validate-block';

interface ImageValue {
  id: number;
  alt?: string;
}

const isImage = (value: unknown): value is ImageValue =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** The chosen image (by id, from the media picker the editor passes in) and its alternative text. */
export function ImageField({ def, value, pointer, onChange }: FieldInputProps) {
  const { labels, errorsAt, onPickImage } = useForm();
  const [picking, setPicking] = useState(false);
  const image = isImage(value) ? value : null;

  async function pick() {
    if (!onPickImage) return;
    setPicking(true);
    try {
      const chosen = await onPickImage(image);
      // null: the editor closed the picker without choosing.
      if (chosen) {
        const alt = chosen.alt ?? (chosen.id === image?.id ? image.alt : undefined) ?? '';
        onChange({ id: chosen.id, alt });
      }
    } finally {
      setPicking(false);
    }
  }

  return (
    <FieldShell def={def} pointer={pointer} extraErrors={errorsAt(`${pointer}.id`)} group>
      {({ id }) => {
        const altId = `${id}-alt`;
        // The schema allows an image without alt text; the editor is asked for one all the same.
        const altErrors = [...(image && !image.alt?.trim() ? [labels.altRequired] : []), ...errorsAt(`${pointer}.alt`)];
        return (
          <>
            <p className={styles.imageChosen} id={`${id}-chosen`}>
              {image ? fill(labels.image.chosen, { id: image.id }) : labels.image.none}
            </p>
            {image && (
              <div className={styles.field}>
                <label htmlFor={altId} className={styles.label}>
                  {labels.image.alt}
                </label>
                <input
                  id={altId}
                  className={styles.input}
                  type="text"
                  value={image.alt ?? ''}
                  aria-invalid={altErrors.length ? true : undefined}
                  aria-describedby={describe(...errorIds(altId, altErrors))}
                  onChange={(e) => onChange({ ...image, alt: e.target.value })}
                />
                <ErrorList id={altId} errors={altErrors} />
              </div>
            )}
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.button}
                disabled={!onPickImage || picking}
                aria-describedby={`${id}-chosen`}
                onClick={() => void pick()}
              >
                {labels.image.choose}
              </button>
              {image && (
                <button type="button" className={styles.button} aria-describedby={`${id}-chosen`} onClick={() => onChange(null)}>
                  {labels.image.remove}
                </button>
              )}
            </div>
          </>
        );
      }}
    </FieldShell>
  );
}
