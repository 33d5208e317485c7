'use client';

import styles from './block-form.module.css';
import { ErrorList, FieldShell, idFor, useForm } from './field-context.client';
import type { FieldInputProps } from './field-input.client';
import { isLink, LinkEditor, newLink } from './field-link.client';
import { AddItem, applyOp, ItemActions, useListEffects, type ListOp } from './field-list.client';
import { fill } from './validate-block';

/** A list of links (buttons), at most `max` (10 unless the template says otherwise). */
export function LinksField({ def, value, pointer, onChange }: FieldInputProps) {
  const { labels, idPrefix, errorsAt } = useForm();
  const links = (Array.isArray(value) ? value : []).map((link) => (isLink(link) ? link : {}));
  const max = def.max ?? 10;
  const full = links.length >= max;
  const base = idFor(idPrefix, pointer);
  const idOf = (index: number) => idFor(idPrefix, `${pointer}.${index}`);
  const nameOf = (index: number) => fill(labels.links.item, { n: index + 1 });
  const effects = useListEffects({ length: links.length, idOf, nameOf, addId: `${base}--add` });
  const apply = (op: ListOp) => {
    onChange(applyOp(links, op, newLink));
    effects(op);
  };

  return (
    <FieldShell def={def} pointer={pointer} group>
      {() => (
        <>
          {links.length === 0 && <p className={styles.empty}>{labels.links.empty}</p>}
          <ol className={styles.list}>
            {links.map((link, index) => (
              // Links keep no state of their own, so their position is their key.
              <li key={index}>
                <fieldset id={idOf(index)} className={styles.item}>
                  <legend className={styles.legend}>{nameOf(index)}</legend>
                  <ItemActions id={idOf(index)} index={index} length={links.length} name={nameOf(index)} onOp={apply} />
                  <LinkEditor
                    value={link}
                    pointer={`${pointer}.${index}`}
                    onChange={(next) => onChange(links.map((l, i) => (i === index ? next : l)))}
                  />
                  <ErrorList id={idOf(index)} errors={errorsAt(`${pointer}.${index}`)} />
                </fieldset>
              </li>
            ))}
          </ol>
          <AddItem
            base={base}
            full={full}
            label={labels.links.add}
            maxNote={fill(labels.links.max, { max })}
            onAdd={() => apply({ kind: 'add' })}
          />
        </>
      )}
    </FieldShell>
  );
}
