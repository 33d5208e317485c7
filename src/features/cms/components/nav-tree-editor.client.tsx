'use client';

import { fillTemplate } from '@/lib/fill-template';
import { useEffect, useRef, useState, useTransition } from 'react';
import {
  addEntry,
  adoptSaved,
  canAdd,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  findEntry,
  indent,
  locate,
  mapTreeErrors,
  moveDown,
  moveUp,
  outdent,
  removeEntry,
  sameNavigation,
  toEditTree,
  toNavInput,
  updateEntry,
  type EditEntry,
  type EditTree,
  type MappedErrors,
  type PointerError,
} from '@/features/navigation/nav-tree-edit';
import styles from './nav-tree-editor.module.css';
import cms from './cms.module.css';
import { describedBy, Field } from './form-field';

interface StoredEntry {
  label: string;
  url: string;
  children: { label: string; url: string }[];
}

type SaveResult = { ok: true; message: string; tree: StoredEntry[] } | { ok: false; message: string; errors: PointerError[] };

/** Translated texts; `{{label}}`, `{{position}}`, `{{parent}}`, `{{children}}`, `{{total}}` are filled in here. */
export interface NavTreeEditorLabels {
  treeLabel: string;
  help: string;
  empty: string;
  untitled: string;
  label: string;
  url: string;
  addTop: string;
  addChild: string;
  moveUp: string;
  moveDown: string;
  indent: string;
  outdent: string;
  remove: string;
  save: string;
  saving: string;
  unsaved: string;
  check: string;
  confirmRemove: string;
  confirmRemoveWithChildren: string;
  confirmLeave: string;
  announceAdded: string;
  announceAddedChild: string;
  announceRemoved: string;
  announceMoved: string;
  announceIndented: string;
  announceOutdented: string;
}

const fill = fillTemplate;

type Op = 'moveUp' | 'moveDown' | 'indent' | 'outdent';

/**
 * The navigation as an editable two-level list. Every move is a button (keyboard first) and is
 * announced; the whole tree is saved at once with 保存, and refusals land on the entry and field.
 */
export function NavTreeEditor({
  initialTree,
  save,
  checkHref,
  labels,
}: {
  initialTree: StoredEntry[];
  save: (tree: StoredEntry[], basis: StoredEntry[]) => Promise<SaveResult>;
  checkHref: string;
  labels: NavTreeEditorLabels;
}) {
  // Keys from positions: the same on the server and in the browser, so ids hydrate.
  const [tree, setTree] = useState<EditTree>(() => {
    let n = 0;
    return toEditTree(initialTree, () => `e${++n}`);
  });
  const [saved, setSaved] = useState<EditTree>(tree);
  const [errors, setErrors] = useState<MappedErrors | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pending, startTransition] = useTransition();
  const newKeys = useRef(0);
  const focusNext = useRef<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const dirty = !sameNavigation(tree, saved);

  // Moves re-mount entries (indent, outdent) or reorder them: focus goes where the person is working.
  useEffect(() => {
    const id = focusNext.current;
    if (!id) return;
    focusNext.current = null;
    const element = document.getElementById(id);
    // After an indent the entry has an outdent button instead, and a button can be disabled at an end.
    if (!element || (element instanceof HTMLButtonElement && element.disabled)) {
      document.getElementById(id.replace(/-[a-zA-Z]+$/, '-label'))?.focus();
    } else element.focus();
  });

  // Leaving with unsaved changes: the browser's own warning for reloads and other sites, a confirm for links here.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || event.defaultPrevented || link.getAttribute('target') === '_blank') return;
      if (!window.confirm(labels.confirmLeave)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, labels.confirmLeave]);

  const nameOf = (entry: EditEntry | null) => (entry?.label.trim() ? entry.label.trim() : labels.untitled);

  function change(next: EditTree, message: string, focusId: string | null) {
    if (next === tree) return;
    setTree(next);
    setResult(null);
    setAnnouncement(message);
    focusNext.current = focusId;
  }

  function add(parentKey: string | null) {
    const key = `n${++newKeys.current}`;
    const next = addEntry(tree, parentKey, { key, label: '', url: '' });
    const parent = parentKey ? findEntry(tree, parentKey) : null;
    change(next, parent ? fill(labels.announceAddedChild, { parent: nameOf(parent) }) : labels.announceAdded, `nav-${key}-label`);
  }

  function move(op: Op, entry: EditEntry) {
    const next = { moveUp, moveDown, indent, outdent }[op](tree, entry.key);
    const at = locate(next, entry.key);
    if (!at) return;
    const parent = at.parentKey ? findEntry(next, at.parentKey) : null;
    const message =
      op === 'indent'
        ? fill(labels.announceIndented, { label: nameOf(entry), parent: nameOf(parent) })
        : op === 'outdent'
          ? fill(labels.announceOutdented, { label: nameOf(entry) })
          : fill(labels.announceMoved, { label: nameOf(entry), position: at.index + 1, total: at.siblings });
    change(next, message, `nav-${entry.key}-${op}`);
  }

  function remove(entry: EditEntry) {
    const question = entry.children.length
      ? fill(labels.confirmRemoveWithChildren, { label: nameOf(entry), children: entry.children.length })
      : fill(labels.confirmRemove, { label: nameOf(entry) });
    if (!window.confirm(question)) return;
    const at = locate(tree, entry.key)!;
    const siblings = at.parentKey ? findEntry(tree, at.parentKey)!.children : tree;
    const neighbour = siblings[at.index + 1] ?? siblings[at.index - 1];
    const focusKey = neighbour?.key ?? at.parentKey;
    change(
      removeEntry(tree, entry.key),
      fill(labels.announceRemoved, { label: nameOf(entry) }),
      focusKey ? `nav-${focusKey}-label` : 'nav-add-top',
    );
  }

  function edit(entry: EditEntry, field: 'label' | 'url', value: string) {
    setTree(updateEntry(tree, entry.key, { [field]: value }));
    setResult(null);
    if (errors?.byEntry[entry.key]?.[field]) {
      setErrors({ ...errors, byEntry: { ...errors.byEntry, [entry.key]: { ...errors.byEntry[entry.key], [field]: undefined } } });
    }
  }

  function submit() {
    const sent = tree;
    startTransition(async () => {
      const answer = await save(toNavInput(sent), toNavInput(saved));
      setResult({ ok: answer.ok, message: answer.message });
      if (answer.ok) {
        setErrors(null);
        setSaved(adoptSaved(sent, answer.tree));
        setTree((current) => (current === sent ? adoptSaved(sent, answer.tree) : current));
      } else {
        setErrors(mapTreeErrors(sent, answer.errors));
        // The first refused field takes focus; its reason is read with it (aria-describedby).
        requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      }
    });
  }

  function renderEntry(entry: EditEntry, position: string, isChild: boolean) {
    const id = `nav-${entry.key}`;
    const entryErrors = errors?.byEntry[entry.key] ?? {};
    const name = nameOf(entry);
    const button = (op: Op, text: string, enabled: boolean) => (
      <button type="button" id={`${id}-${op}`} className={cms.smallButton} disabled={!enabled} onClick={() => move(op, entry)}>
        {text}
        <span className="visually-hidden">（{name}）</span>
      </button>
    );
    const groupError = [entryErrors.entry, entryErrors.children].filter(Boolean).join(' ');
    return (
      <li key={entry.key} className={styles.item}>
        <div
          role="group"
          aria-labelledby={`${id}-title`}
          aria-describedby={groupError ? `${id}-group-error` : undefined}
          className={styles.entry}
          data-invalid={Object.values(entryErrors).some(Boolean) ? '' : undefined}
        >
          <p id={`${id}-title`} className={styles.entryTitle}>
            <span className={styles.position}>{position}</span> {name}
          </p>
          {groupError ? (
            <p id={`${id}-group-error`} className={cms.formError}>
              {groupError}
            </p>
          ) : null}
          <div className={styles.fields}>
            <Field id={`${id}-label`} label={labels.label} error={entryErrors.label}>
              <input
                id={`${id}-label`}
                className={cms.formInput}
                value={entry.label}
                maxLength={200}
                aria-invalid={entryErrors.label ? true : undefined}
                aria-describedby={describedBy(`${id}-label`, undefined, entryErrors.label)}
                onChange={(event) => edit(entry, 'label', event.target.value)}
              />
            </Field>
            <Field id={`${id}-url`} label={labels.url} error={entryErrors.url}>
              <input
                id={`${id}-url`}
                className={cms.formInput}
                value={entry.url}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                aria-invalid={entryErrors.url ? true : undefined}
                aria-describedby={['nav-url-help', describedBy(`${id}-url`, undefined, entryErrors.url)].filter(Boolean).join(' ')}
                onChange={(event) => edit(entry, 'url', event.target.value)}
              />
            </Field>
          </div>
          <div className={styles.actions}>
            {button('moveUp', labels.moveUp, canMoveUp(tree, entry.key))}
            {button('moveDown', labels.moveDown, canMoveDown(tree, entry.key))}
            {isChild
              ? button('outdent', labels.outdent, canOutdent(tree, entry.key))
              : button('indent', labels.indent, canIndent(tree, entry.key))}
            {isChild ? null : (
              <button
                type="button"
                id={`${id}-add`}
                className={cms.smallButton}
                disabled={!canAdd(tree, entry.key)}
                onClick={() => add(entry.key)}
              >
                {labels.addChild}
                <span className="visually-hidden">（{name}）</span>
              </button>
            )}
            <button type="button" id={`${id}-remove`} className={`${cms.smallButton} ${styles.remove}`} onClick={() => remove(entry)}>
              {labels.remove}
              <span className="visually-hidden">（{name}）</span>
            </button>
          </div>
        </div>
        {entry.children.length ? (
          <ol className={styles.children}>{entry.children.map((child, i) => renderEntry(child, `${position}-${i + 1}`, true))}</ol>
        ) : null}
      </li>
    );
  }

  return (
    <div ref={root} className={styles.editor}>
      <p id="nav-url-help" className={cms.muted}>
        {labels.help}
      </p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {errors?.form.length ? (
        <ul className={`${cms.formError} ${styles.formErrors}`}>
          {errors.form.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {tree.length ? (
        <ol className={styles.tree} aria-label={labels.treeLabel}>
          {tree.map((entry, i) => renderEntry(entry, String(i + 1), false))}
        </ol>
      ) : (
        <p className={cms.muted}>{labels.empty}</p>
      )}
      <button type="button" id="nav-add-top" className={cms.smallButton} disabled={!canAdd(tree, null)} onClick={() => add(null)}>
        {labels.addTop}
      </button>
      <div className={styles.saveBar}>
        {dirty ? (
          <p id="nav-unsaved" className={styles.unsaved}>
            {labels.unsaved}
          </p>
        ) : null}
        <button
          type="button"
          className={cms.formButton}
          onClick={submit}
          disabled={pending}
          aria-describedby={dirty ? 'nav-unsaved' : undefined}
        >
          {pending ? labels.saving : labels.save}
        </button>
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? cms.formOk : cms.formError}>
            {result.message}{' '}
            {result.ok ? (
              <a href={checkHref} className={styles.checkLink}>
                {labels.check}
              </a>
            ) : null}
          </p>
        ) : null}
      </div>
    </div>
  );
}
