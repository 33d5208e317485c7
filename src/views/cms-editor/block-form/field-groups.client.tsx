'use client';

import { useState } from 'react';
import type { FieldDefinition } from '@/blocks/fields';
import styles from './block-form.module.css';
import { ErrorList, idFor, useForm } from './field-context.client';
import { FieldInput } from './field-input.client';
import { AddItem, applyOp, ItemActions, useListEffects, type ListOp } from './field-list.client';
import { fill } from './validate-block';

type Group = Record<string, unknown>;

/** A new group shows, and stores, the defaults its template declares. */
function newGroup(template: readonly FieldDefinition[]): Group {
  const group: Group = {};
  for (const def of template) if (def.default !== undefined) group[def.name] = structuredClone(def.default);
  return group;
}

interface GroupsProps {
  template: readonly FieldDefinition[];
  max?: number;
  groups: readonly Group[];
  onGroupsChange: (next: Group[], op: ListOp) => void;
  onFieldChange: (index: number, name: string, value: unknown) => void;
}

/** The repeated part of a block (accordion items…): one fieldset per group, added, removed and reordered. */
export function FieldGroups({ template, max, groups, onGroupsChange, onFieldChange }: GroupsProps) {
  const { labels, idPrefix, errorsAt } = useForm();
  // Stable keys, so a group's own state (a Json field's unparsed text) moves with it.
  const [keys, setKeys] = useState(() => ({ list: groups.map((_, i) => i), next: groups.length }));
  if (keys.list.length !== groups.length) {
    // The content was replaced from outside: keep the keys we have, add or drop at the end.
    const list = groups.map((_, i) => keys.list[i] ?? keys.next + i);
    setKeys({ list, next: keys.next + groups.length });
  }
  const base = idFor(idPrefix, 'field_groups');
  const idOf = (index: number) => idFor(idPrefix, `field_groups.${index}`);
  const nameOf = (index: number) => fill(labels.group, { n: index + 1 });
  const effects = useListEffects({ length: groups.length, idOf, nameOf, addId: `${base}--add` });
  const full = max !== undefined && groups.length >= max;

  const apply = (op: ListOp) => {
    setKeys({ list: applyOp(keys.list, op, () => keys.next), next: keys.next + 1 });
    onGroupsChange(
      applyOp(groups, op, () => newGroup(template)),
      op,
    );
    effects(op);
  };

  return (
    <fieldset className={styles.groups} id={base}>
      <legend className={styles.groupsLegend}>{labels.groups}</legend>
      <ErrorList id={base} errors={errorsAt('field_groups')} />
      {groups.length === 0 && <p className={styles.empty}>{labels.noGroups}</p>}
      <ol className={styles.list}>
        {groups.map((group, index) => (
          <li key={keys.list[index] ?? `new-${index}`}>
            <fieldset id={idOf(index)} className={styles.item}>
              <legend className={styles.legend}>{nameOf(index)}</legend>
              <ItemActions id={idOf(index)} index={index} length={groups.length} name={nameOf(index)} onOp={apply} />
              <ErrorList id={idOf(index)} errors={errorsAt(`field_groups.${index}`)} />
              {template.map((def) => (
                <FieldInput
                  key={def.name}
                  def={def}
                  value={group[def.name]}
                  pointer={`field_groups.${index}.${def.name}`}
                  onChange={(value) => onFieldChange(index, def.name, value)}
                />
              ))}
            </fieldset>
          </li>
        ))}
      </ol>
      <AddItem
        base={base}
        full={full}
        label={labels.addGroup}
        maxNote={fill(labels.maxGroups, { max: max ?? 0 })}
        onAdd={() => apply({ kind: 'add' })}
      />
    </fieldset>
  );
}
