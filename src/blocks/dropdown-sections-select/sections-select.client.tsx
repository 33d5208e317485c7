'use client';

import { useEffect, useRef, useState } from 'react';
import { fillPlaceholders } from '../owner-tools-kit/placeholders';
import { PickerModal, usePicker } from '../owner-tools-kit/picker.client';
import type { PickerTexts } from '../owner-tools-kit/texts';
import { sectionVisibility } from './sections';
import kit from '../owner-tools-kit/owner-tools.module.css';
import styles from './dropdown-sections-select.module.css';

export interface SectionsSelectTexts extends PickerTexts {
  /** '{option}' placeholder. */
  selected: string;
  edit: string;
  clear: string;
  cleared: string;
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
  const [status, setStatus] = useState('');
  const chooseButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const picker = usePicker({
    onPick: (index) => setStatus(fillPlaceholders(texts.selected, { option: options[index]?.label ?? '' })),
    focusAfterPick: editButton,
  });
  const chosen = picker.picked;
  const blockLists = options.map((o) => o.blocks);

  useEffect(() => {
    applyVisibility(sectionVisibility(blockLists, chosen));
  });
  useEffect(() => () => applyVisibility(sectionVisibility(blockLists, null)), []); // eslint-disable-line react-hooks/exhaustive-deps

  function clear() {
    picker.clear(chooseButton);
    setStatus(texts.cleared);
  }

  return (
    <div className={styles.chooser}>
      {chosen === null ? (
        <button ref={chooseButton} type="button" className={kit.primary} aria-haspopup="dialog" onClick={picker.edit}>
          {texts.choose}
        </button>
      ) : (
        <div className={styles.current}>
          <span className={styles.currentLabel}>{options[chosen]?.label}</span>
          <button ref={editButton} type="button" className={`${kit.secondary} ${kit.compact}`} aria-haspopup="dialog" onClick={picker.edit}>
            {texts.edit}
          </button>
          <button type="button" className={`${kit.secondary} ${kit.compact}`} onClick={clear}>
            {texts.clear}
          </button>
        </div>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      <PickerModal state={picker.modal} texts={texts} options={options.map((o) => o.label)} />
    </div>
  );
}
