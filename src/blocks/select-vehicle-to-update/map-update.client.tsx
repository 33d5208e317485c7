'use client';

import { useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { Modal } from '@/features/popups/components/modal.client';
import { useHydrated } from '@/lib/use-hydrated';
import { fillPlaceholders } from '../owner-tools-kit/placeholders';
import { childLabel, matchingGroups, type Mapper } from './mapper';
import kit from '../owner-tools-kit/owner-tools.module.css';
import styles from './select-vehicle-to-update.module.css';

export interface MapUpdateTexts {
  parentLabel: string;
  parentPlaceholder: string;
  childLabel: string;
  childPlaceholder: string;
  showMe: string;
  clear: string;
  /** '{amount} Results for {parent} {child}' in the visitor's language (or the editor's text). */
  results: string;
  /** '{amount}' placeholder. */
  allResults: string;
  noResults: string;
  cleared: string;
  viewAll: string;
  modalTitle: string;
  openHowTo: string;
  close: string;
  chooseParent: string;
  chooseChild: string;
  /** '{year}' placeholder: 2025 → 「2025年モデル」. */
  modelYear: string;
}

export interface MapUpdateSystem {
  key: string;
  title: string;
  hasHowTo: boolean;
}

type View = { kind: 'none' } | { kind: 'all' } | { kind: 'selection'; matches: number[] };

/**
 * Select vehicle to update (blocks.md §2.4, decision 0065). The systems arrive rendered by the
 * server (`cards`, and each one's 'HOW TO UPDATE' content in `howTo`); this picks which show. The
 * count is a polite live region. Before hydration and without JavaScript each system's steps are a
 * <details> in place; once hydrated they open in the site's modal.
 */
export function MapUpdate({
  texts,
  mapper,
  systems,
  cards,
  howTo,
}: {
  texts: MapUpdateTexts;
  mapper: Mapper | null;
  systems: MapUpdateSystem[];
  cards: ReactNode[];
  howTo: ReactNode[];
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [parent, setParent] = useState('');
  const [child, setChild] = useState('');
  const [error, setError] = useState<{ field: 'parent' | 'child'; message: string } | null>(null);
  const [view, setView] = useState<View>(mapper ? { kind: 'none' } : { kind: 'all' });
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const parentSelect = useRef<HTMLSelectElement>(null);
  const childSelect = useRef<HTMLSelectElement>(null);

  const dropdown = mapper?.dropdowns.find((d) => d.key === parent);
  const yearLabel = (value: string) => childLabel(value, texts.modelYear);

  function choose(nextParent: string) {
    setParent(nextParent);
    const next = mapper?.dropdowns.find((d) => d.key === nextParent);
    // A vehicle sold in one model year only: nothing to choose.
    setChild(next?.children.length === 1 ? next.children[0]! : '');
    setError(null);
  }

  function showMe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mapper || !dropdown) {
      setError({ field: 'parent', message: texts.chooseParent });
      return parentSelect.current?.focus();
    }
    if (!child) {
      setError({ field: 'child', message: texts.chooseChild });
      return childSelect.current?.focus();
    }
    setError(null);
    const matches = matchingGroups(
      mapper,
      systems.map((s) => s.key),
      dropdown.key,
      child,
    );
    setView({ kind: 'selection', matches });
    const count = fillPlaceholders(texts.results, { amount: matches.length, parent: dropdown.label, child: yearLabel(child) });
    setStatus(matches.length ? count : `${count} ${texts.noResults}`);
    trackEvent({ event: 'model_selection', action: 'select', model: dropdown.key, label: `map_update:${child}` });
  }

  function clear() {
    setParent('');
    setChild('');
    setError(null);
    setView({ kind: 'none' });
    setStatus(texts.cleared);
    parentSelect.current?.focus();
  }

  function viewAll(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setView({ kind: 'all' });
    setStatus(fillPlaceholders(texts.allResults, { amount: systems.length }));
  }

  const shown = (i: number) => view.kind === 'all' || (view.kind === 'selection' && view.matches.includes(i));
  const errorId = `${id}-error`;
  const titleId = `${id}-modal-title`;
  const field = (name: 'parent' | 'child') => (error?.field === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {});

  return (
    <div className={styles.tool}>
      {mapper ? (
        <form className={styles.form} onSubmit={showMe} noValidate>
          <div className={styles.fields}>
            <div className={styles.field}>
              <label htmlFor={`${id}-parent`}>{texts.parentLabel}</label>
              <select
                ref={parentSelect}
                id={`${id}-parent`}
                className={kit.select}
                value={parent}
                onChange={(e) => choose(e.target.value)}
                {...field('parent')}
              >
                <option value="">{texts.parentPlaceholder}</option>
                {mapper.dropdowns.map((d) => (
                  <option key={d.key} value={d.key}>
                    {d.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-child`}>{texts.childLabel}</label>
              <select
                ref={childSelect}
                id={`${id}-child`}
                className={kit.select}
                value={child}
                disabled={!dropdown}
                onChange={(e) => {
                  setChild(e.target.value);
                  setError(null);
                }}
                {...field('child')}
              >
                <option value="">{texts.childPlaceholder}</option>
                {(dropdown?.children ?? []).map((c) => (
                  <option key={c} value={c}>
                    {yearLabel(c)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {error ? (
            <p id={errorId} className={styles.error}>
              {error.message}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={kit.primary}>
              {texts.showMe}
            </button>
            <button type="button" className={kit.secondary} onClick={clear}>
              {texts.clear}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" className={styles.count}>
        {status}
      </p>
      {mapper ? (
        <a href={`#${id}-systems`} className={styles.viewAll} onClick={viewAll}>
          {texts.viewAll}
        </a>
      ) : null}
      <ul id={`${id}-systems`} className={styles.systems}>
        {systems.map((system, i) => (
          <li key={`${system.key}-${i}`} className={styles.system} data-shown={shown(i) || undefined}>
            {cards[i]}
            {system.hasHowTo ? (
              hydrated ? (
                <button type="button" className={kit.secondary} aria-haspopup="dialog" onClick={() => setOpen(i)}>
                  {texts.openHowTo}
                  <span className="visually-hidden">（{system.title}）</span>
                </button>
              ) : (
                <details className={styles.details}>
                  <summary className={kit.secondary}>{texts.openHowTo}</summary>
                  <div className={styles.inline}>{howTo[i]}</div>
                </details>
              )
            ) : null}
          </li>
        ))}
      </ul>
      {open !== null && systems[open] ? (
        <Modal open onClose={() => setOpen(null)} labelledBy={titleId} closeLabel={texts.close}>
          <h2 id={titleId} className={styles.modalTitle}>
            {texts.modalTitle}
          </h2>
          <p className={styles.modalSystem}>{systems[open].title}</p>
          {howTo[open]}
        </Modal>
      ) : null}
    </div>
  );
}
