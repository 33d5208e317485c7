'use client';

import { Button, ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { matchesCountry, type PhoneCountry } from './country-match';
import styles from './pickers.module.css';

export interface CountryComboBoxProps {
  name: string;
  countries: PhoneCountry[];
  defaultCountry: string;
  invalid: boolean;
  onChange: () => void;
  texts: { label: string; search: string; noMatch: string; showAll: string };
}

/**
 * The telephone field's country as React Aria's combo box: type a Japanese name (any kana), a
 * calling code or an ISO code to narrow the list (Japan first); arrows and Enter choose; the key
 * (ISO code) is what the form sends under the same name as the native select it replaces.
 */
export default function CountryComboBox({ name, countries, defaultCountry, invalid, onChange, texts }: CountryComboBoxProps) {
  const byCode = new Map(countries.map((c) => [c.code, c]));
  const byText = new Map(countries.map((c) => [textOf(c), c]));
  return (
    <ComboBox
      name={name}
      formValue="key"
      aria-label={texts.label}
      defaultItems={countries}
      defaultSelectedKey={byCode.has(defaultCountry) ? defaultCountry : countries[0]?.code}
      defaultFilter={(text, input) => {
        const country = byText.get(text);
        return country ? matchesCountry(country, input) : false;
      }}
      menuTrigger="focus"
      isInvalid={invalid}
      onSelectionChange={onChange}
      className={styles.combo}
    >
      <div className={styles.comboField}>
        <Input placeholder={texts.search} className={styles.comboInput} />
        <Button aria-label={texts.showAll} className={styles.comboButton}>
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M2 4l4 4 4-4" />
          </svg>
        </Button>
      </div>
      <Popover className={styles.popover} placement="bottom start">
        <ListBox<PhoneCountry> className={styles.options} renderEmptyState={() => <p className={styles.noMatch}>{texts.noMatch}</p>}>
          {(country) => (
            <ListBoxItem id={country.code} textValue={textOf(country)} className={styles.option}>
              {textOf(country)}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** What the list shows and the input holds once chosen: 日本 (+81). */
function textOf(country: PhoneCountry): string {
  return `${country.name} (+${country.callingCode})`;
}
