'use client';

import { useEffect, useRef, useState } from 'react';
import { idleModule } from '@/lib/idle-module';
import type { CountryComboBoxProps } from './country-combobox.client';
import type { PhoneCountry } from './country-match';
import styles from './lead-form.module.css';

const comboBoxModule = idleModule(() => import('./country-combobox.client'));

interface Props {
  name: string;
  countries: PhoneCountry[];
  defaultCountry: string;
  invalid: boolean;
  onChange: () => void;
  texts: CountryComboBoxProps['texts'];
}

/**
 * The country of a telephone field. The server renders a native select (Japan first; works
 * without JavaScript, typing jumps to a name); once the page has settled, React Aria's searchable
 * combo box takes its place with the country chosen so far — never while the visitor is using the
 * select. Its code loads when the browser is idle, not with the page.
 */
export function CountryField({ name, countries, defaultCountry, invalid, onChange, texts }: Props) {
  const selectRef = useRef<HTMLSelectElement>(null);
  const loaded = comboBoxModule.useLoaded();
  const [chosen, setChosen] = useState(defaultCountry);
  const [swap, setSwap] = useState(false);

  useEffect(() => {
    const select = selectRef.current;
    if (!loaded || !select) return;
    const replace = () => {
      setChosen(select.value);
      setSwap(true);
    };
    if (document.activeElement !== select) return replace();
    select.addEventListener('blur', replace, { once: true });
    return () => select.removeEventListener('blur', replace);
  }, [loaded]);

  if (loaded && swap) {
    const ComboBox = loaded.default;
    return <ComboBox name={name} countries={countries} defaultCountry={chosen} invalid={invalid} onChange={onChange} texts={texts} />;
  }
  return (
    <select
      ref={selectRef}
      name={name}
      aria-label={texts.label}
      defaultValue={defaultCountry}
      className={styles.country}
      onChange={onChange}
    >
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name} (+{c.callingCode})
        </option>
      ))}
    </select>
  );
}
