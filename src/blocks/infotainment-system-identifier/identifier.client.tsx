'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { Modal } from '@/features/popups/components/modal.client';
import { Heading, type HeadingLevel } from '@/ui/heading';
import styles from './infotainment-system-identifier.module.css';

export interface IdentifierTexts {
  choose: string;
  change: string;
  dropdownLabel: string;
  placeholder: string;
  modalTitle: string;
  confirm: string;
  chooseError: string;
  close: string;
}

/**
 * Infotainment system identifier (blocks.md §2.14, decision 0065). Every vehicle's panel arrives
 * rendered by the server, under its title (the editor's selected-vehicle title with the vehicle's
 * name in place); without JavaScript they all show. Here the visitor picks a vehicle in the
 * site's modal; its panel shows, the title is announced, and focus goes to the change button.
 */
export function InfotainmentIdentifier({
  texts,
  vehicles,
  titles,
  panels,
  headingLevel,
}: {
  texts: IdentifierTexts;
  vehicles: string[];
  /** Per vehicle: the selected-vehicle title with its name filled in. */
  titles: string[];
  panels: ReactNode[];
  headingLevel: HeadingLevel;
}) {
  const id = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState(false);
  const [status, setStatus] = useState('');
  const change = useRef<HTMLButtonElement>(null);
  const focusChange = useRef(false);

  useEffect(() => {
    // After the modal has closed (and given focus back to a button that may be gone): the change button.
    if (!open && focusChange.current) {
      focusChange.current = false;
      change.current?.focus();
    }
  }, [open, selected]);

  function openChoice() {
    setDraft(selected === null ? '' : String(selected));
    setError(false);
    setOpen(true);
  }

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === '') return setError(true);
    const index = Number(draft);
    setSelected(index);
    setStatus(titles[index] ?? '');
    focusChange.current = true;
    setOpen(false);
    trackEvent({ event: 'model_selection', action: 'select', model: vehicles[index] ?? '', label: 'infotainment_system_identifier' });
  }

  const titleId = `${id}-modal-title`;
  const selectId = `${id}-vehicle`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.identifier} data-selected={selected === null ? undefined : ''}>
      <div className={styles.prompt}>
        <button type="button" className={styles.primary} aria-haspopup="dialog" onClick={openChoice}>
          {texts.choose}
        </button>
      </div>
      <p role="status" className="visually-hidden">
        {status}
      </p>
      <div className={styles.panels}>
        {vehicles.map((vehicle, i) => (
          <div key={`${vehicle}-${i}`} className={styles.panel} data-shown={selected === i || undefined}>
            <div className={styles.panelHead}>
              <Heading level={headingLevel} size="m" className={styles.panelTitle}>
                {titles[i]}
              </Heading>
              {selected === i ? (
                <button ref={change} type="button" className={styles.secondary} aria-haspopup="dialog" onClick={openChoice}>
                  {texts.change}
                </button>
              ) : null}
            </div>
            {panels[i]}
          </div>
        ))}
      </div>
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
              {vehicles.map((vehicle, i) => (
                <option key={`${vehicle}-${i}`} value={String(i)}>
                  {vehicle}
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
