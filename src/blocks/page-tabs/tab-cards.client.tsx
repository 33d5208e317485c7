'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import { Modal } from '@/features/popups/components/modal.client';
import { useFocusCarryOver } from './use-focus-carry-over';
import { useHydrated } from '@/lib/use-hydrated';
import styles from './page-tabs.module.css';

export interface TabCardsProps {
  buttonLabel: string;
  /** The modal's visible title; without one, `buttonLabel` names it. */
  title?: string;
  closeLabel: string;
  /** One card per tab, in tab order (rendered on the server). */
  items: ReactNode[];
  ids: string[];
  onChoose: (index: number) => void;
}

/**
 * Every tab as a card in the site's modal (section tabs' `has_modal`), opened by a button beside the
 * tab list: choosing a card opens its tab and closes the modal, and focus goes to that tab; Escape
 * or × closes it and focus returns to the button. In the server HTML the cards are a native
 * <details> disclosure of links to the tabs, which works without JavaScript; focus in it when the
 * island hydrates moves to the button.
 */
export function TabCards({ buttonLabel, title, closeLabel, items, ids, onChoose }: TabCardsProps) {
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const disclosure = useRef<HTMLDetailsElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Focus on the disclosure (its summary, or a card in it) goes to the button that replaces it.
  useFocusCarryOver(enhanced, {
    server: (focused) => (focused && disclosure.current?.contains(focused) ? 0 : null),
    enhanced: () => button.current,
  });
  const list = (
    <ul className={styles.cards}>
      {items.map((item, i) => (
        <li key={ids[i]}>
          <a
            href={`#${ids[i]}`}
            className={styles.card}
            data-modal-close=""
            onClick={(event) => {
              event.preventDefault();
              onChoose(i);
            }}
          >
            {item}
          </a>
        </li>
      ))}
    </ul>
  );

  if (!enhanced) {
    return (
      <details ref={disclosure} className={styles.disclosure}>
        <summary className={styles.cardsButton}>{buttonLabel}</summary>
        {list}
      </details>
    );
  }
  return (
    <>
      <button ref={button} type="button" className={styles.cardsButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {buttonLabel}
      </button>
      {open ? (
        <Modal open onClose={() => setOpen(false)} labelledBy={title ? titleId : undefined} label={buttonLabel} closeLabel={closeLabel}>
          {title ? (
            <h2 id={titleId} className={styles.cardsTitle}>
              {title}
            </h2>
          ) : null}
          {list}
        </Modal>
      ) : null}
    </>
  );
}
