'use client';

import { useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { Heading, type HeadingLevel } from '@/ui/heading';
import { PickerModal, usePicker } from '../owner-tools-kit/picker.client';
import type { PickerTexts } from '../owner-tools-kit/texts';
import kit from '../owner-tools-kit/owner-tools.module.css';
import styles from './infotainment-system-identifier.module.css';

export interface IdentifierTexts extends PickerTexts {
  change: string;
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
  const [status, setStatus] = useState('');
  const change = useRef<HTMLButtonElement>(null);
  const picker = usePicker({
    onPick: (index) => {
      setStatus(titles[index] ?? '');
      trackEvent({ event: 'model_selection', action: 'select', model: vehicles[index] ?? '', label: 'infotainment_system_identifier' });
    },
    focusAfterPick: change,
  });
  const selected = picker.picked;

  return (
    <div className={styles.identifier} data-selected={selected === null ? undefined : ''}>
      <div className={styles.prompt}>
        <button type="button" className={kit.primary} aria-haspopup="dialog" onClick={picker.edit}>
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
                <button
                  ref={change}
                  type="button"
                  className={`${kit.secondary} ${kit.compact}`}
                  aria-haspopup="dialog"
                  onClick={picker.edit}
                >
                  {texts.change}
                </button>
              ) : null}
            </div>
            {panels[i]}
          </div>
        ))}
      </div>
      <PickerModal state={picker.modal} texts={texts} options={vehicles} />
    </div>
  );
}
