'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '@/features/popups/components/modal.client';
import { fillPlaceholders } from '../select-vehicle-to-update/placeholders';
import { sectionVisibility } from './sections';
import styles from './dropdown-sections-select.module.css';

export interface SectionsSelectTexts {
  choose: string;
  modalTitle: string;
  dropdownLabel: string;
  placeholder: string;
  confirm: string;
  /** '{option}' placeholder. */
  selected: string;
  edit: string;
  clear: string;
  cleared: string;
  chooseError: string;
  close: string;
}

/** Shows or hides the page's sections (the `<section id>` of each block) as the choice says; ids not on the page are skipped. */
function applyVisibility(visible: Map<string, boolean>) {
  for (const [id, show] of visible) {
    const section = document.getElementById(id);
    if (section) section.hidden = !show;
  }
}

/**
 * Dropdown sections select (blocks.md §2.15, decision 0065). The page renders every section; once
 * the visitor picks an option in the modal, the sections of the other options are hidden (the
 * `hidden` attribute, so they leave the accessibility tree too) and the choice is announced.
 * Change reopens the modal; clear shows everything again, as does leaving the page.
 */
export function SectionsSelect({ texts, options }: { texts: SectionsSelectTexts; options: { label: string; blocks: string[] }[] }) {
  const id = useId();
  const [chosen, setChosen] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);
  const [status, setStatus] = useState('');
  const chooseButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<'choose' | 'edit' | null>(null);
  const blockLists = options.map((o) => o.blocks);

  useEffect(() => {
    applyVisibility(sectionVisibility(blockLists, chosen));
  });
  useEffect(() => () => applyVisibility(sectionVisibility(blockLists, null)), []); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (open || !focusAfter.current) return;
    (focusAfter.current === 'edit' ? editButton : chooseButton).current?.focus();
    focusAfter.current = null;
  }, [open, chosen]);

  function openChoice() {
    setDraft(chosen === null ? '' : String(chosen));
    setError(false);
    setOpen(true);
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === '') return setError(true);
    const index = Number(draft);
    setChosen(index);
    setStatus(fillPlaceholders(texts.selected, { option: options[index]?.label ?? '' }));
    focusAfter.current = 'edit';
    setOpen(false);
  }

  function clear() {
    setChosen(null);
    setStatus(texts.cleared);
    focusAfter.current = 'choose';
  }

  const titleId = `${id}-modal-title`;
  const selectId = `${id}-option`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.chooser}>
      {chosen === null ? (
        <button ref={chooseButton} type="button" className={styles.primary} aria-haspopup="dialog" onClick={openChoice}>
          {texts.choose}
        </button>
      ) : (
        <div className={styles.current}>
          <span className={styles.currentLabel}>{options[chosen]?.label}</span>
          <button ref={editButton} type="button" className={styles.secondary} aria-haspopup="dialog" onClick={openChoice}>
            {texts.edit}
          </button>
          <button type="button" className={styles.secondary} onClick={clear}>
            {texts.clear}
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {open ? (
        <Modal open onClose={() => setOpen(false)} labelledBy={titleId} closeLabel={texts.close}>
          <h2 id={titleId} className={styles.modalTitle}>
            {texts.modalTitle}
          </h2>
          <form className={styles.choice} onSubmit={confirm} noValidate>
            <label htmlFor={selectId}>{texts.dropdownLabel}</label>
            <select
              id={selectId}
              className={styles.select}
              value={draft}
              onChange={(event) => {
                setDraft(event.target.value);
                setError(false);
              }}
              aria-invalid={error || undefined}
              aria-describedby={error ? errorId : undefined}
            >
              <option value="">{texts.placeholder}</option>
              {options.map((option, i) => (
                <option key={`${option.label}-${i}`} value={String(i)}>
                  {option.label}
                </option>
              ))}
            </select>
            {error ? (
              <p id={errorId} className={styles.error}>
                {texts.chooseError}
              </p>
            ) : null}
            <button type="submit" className={styles.primary}>
              {texts.confirm}
            </button>
          </form>
        </Modal>
      ) : null}
    </div>
  );
}
