'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Modal } from '@/features/popups/components/modal.client';
import type { PickerTexts } from './texts';
import kit from './owner-tools.module.css';

type FocusTarget = RefObject<HTMLElement | null>;

/**
 * The pick / edit / clear of an owner tool's choice (decision 0065): the modal opens at the current
 * pick, an empty choice is named at the dropdown, a pick closes it. Once the modal has closed (and
 * given focus back to a button that may be gone by then), focus goes where the tool asked.
 */
export function usePicker({ onPick, focusAfterPick }: { onPick: (index: number) => void; focusAfterPick: FocusTarget }) {
  const [picked, setPicked] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);
  const focusNext = useRef<FocusTarget | null>(null);

  useEffect(() => {
    if (open || !focusNext.current) return;
    focusNext.current.current?.focus();
    focusNext.current = null;
  }, [open, picked]);

  function edit() {
    setDraft(picked === null ? '' : String(picked));
    setError(false);
    setOpen(true);
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === '') return setError(true);
    const index = Number(draft);
    setPicked(index);
    focusNext.current = focusAfterPick;
    setOpen(false);
    onPick(index);
  }

  function clear(focusAfterClear: FocusTarget) {
    setPicked(null);
    focusNext.current = focusAfterClear;
  }

  const modal: PickerModalState = {
    open,
    draft,
    error,
    change: (value) => {
      setDraft(value);
      setError(false);
    },
    confirm,
    close: () => setOpen(false),
  };
  return { picked, edit, clear, modal };
}

export interface PickerModalState {
  open: boolean;
  draft: string;
  error: boolean;
  change: (value: string) => void;
  confirm: (event: FormEvent<HTMLFormElement>) => void;
  close: () => void;
}

/** The picker's modal: its title, the labelled dropdown of `options` (by position), the error at it, and the confirm button. */
export function PickerModal({ state, texts, options }: { state: PickerModalState; texts: PickerTexts; options: string[] }) {
  const id = useId();
  if (!state.open) return null;
  const titleId = `${id}-modal-title`;
  const selectId = `${id}-choice`;
  const errorId = `${id}-error`;
  return (
    <Modal open onClose={state.close} labelledBy={titleId} closeLabel={texts.close}>
      <h2 id={titleId} className={kit.modalTitle}>
        {texts.modalTitle}
      </h2>
      <form className={kit.choice} onSubmit={state.confirm} noValidate>
        <label htmlFor={selectId}>{texts.dropdownLabel}</label>
        <select
          id={selectId}
          className={kit.select}
          value={state.draft}
          onChange={(event) => state.change(event.target.value)}
          aria-invalid={state.error || undefined}
          aria-describedby={state.error ? errorId : undefined}
        >
          <option value="">{texts.placeholder}</option>
          {options.map((label, i) => (
            <option key={`${label}-${i}`} value={String(i)}>
              {label}
            </option>
          ))}
        </select>
        {state.error ? (
          <p id={errorId} className={kit.choiceError}>
            {texts.chooseError}
          </p>
        ) : null}
        <button type="submit" className={kit.primary}>
          {texts.confirm}
        </button>
      </form>
    </Modal>
  );
}
