'use client';

import { useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import styles from './lead-form.module.css';

interface Place {
  postcode: string;
  state: string;
  locality: string;
  town: string;
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  name: string;
  onChange: () => void;
  fills?: { state?: string; locality?: string };
  texts: { postcodePick: string; postcodeNone: string; postcodeFound: string };
};

/** 7 digits, from any of 1070062, 107-0062, full-width digits or 〒 (the server checks again). */
function digitsOf(raw: string): string | null {
  const digits = raw.normalize('NFKC').replace(/[^0-9]/g, '');
  return digits.length === 7 ? digits : null;
}

/**
 * 〒 postcode that fills the prefecture and city fields from the offline lookup the stock locator
 * uses (no outside service). Several places share some postcodes: the visitor picks one.
 */
export function PostcodeField({ fills, texts, onChange, ...input }: Props) {
  const [places, setPlaces] = useState<Place[]>([]);
  const [note, setNote] = useState('');
  const looked = useRef('');

  function apply(place: Place, form: HTMLFormElement | null) {
    const set = (name: string | undefined, value: string) => {
      const target = name ? form?.elements.namedItem(name) : null;
      if (target instanceof HTMLInputElement || target instanceof HTMLSelectElement) {
        target.value = value;
        target.dispatchEvent(new Event('change', { bubbles: true }));
      }
    };
    set(fills?.state, place.state);
    set(fills?.locality, place.locality);
    setPlaces([]);
    setNote(texts.postcodeFound.replace('{{place}}', `${place.state}${place.locality}`));
  }

  async function lookup(event: ChangeEvent<HTMLInputElement>) {
    onChange();
    const digits = digitsOf(event.target.value);
    const form = event.target.form;
    if (!digits || !fills || digits === looked.current) return;
    looked.current = digits;
    try {
      const response = await fetch(`/public_api/postcodes/${digits}`);
      const found = response.ok ? ((await response.json()) as { data: Place[] }).data : [];
      if (found.length === 1) apply(found[0]!, form);
      else if (found.length > 1) {
        setPlaces(found);
        setNote(texts.postcodePick);
      } else setNote(texts.postcodeNone);
    } catch {
      setNote('');
    }
  }

  return (
    <>
      <input {...input} type="text" inputMode="numeric" autoComplete="postal-code" maxLength={10} onChange={(e) => void lookup(e)} />
      <p className={styles.help} aria-live="polite">
        {note}
      </p>
      {places.length ? (
        <ul className={styles.places}>
          {places.map((place) => (
            <li key={`${place.state}${place.locality}${place.town}`}>
              <button type="button" onClick={(e) => apply(place, e.currentTarget.closest('form'))}>
                {place.state}
                {place.locality}
                {place.town}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
