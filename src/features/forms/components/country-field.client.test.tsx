// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountryField } from './country-field.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const countries = [
  { code: 'JP', name: '日本', callingCode: '81' },
  { code: 'US', name: 'アメリカ合衆国', callingCode: '1' },
  { code: 'GB', name: 'イギリス', callingCode: '44' },
];
const texts = { label: '国・地域', search: '国・地域を検索', noMatch: '該当なし', showAll: '一覧' };

let root: Root;
let host: HTMLDivElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

/** Lets the idle callback fire and the combo box's module arrive. */
async function settle() {
  await act(async () => {
    vi.advanceTimersByTime(2500);
    await import('./country-combobox.client');
  });
  await act(async () => vi.runOnlyPendingTimers());
}

describe('the country of a telephone field', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a native select first, then the searchable combo box with the same country and name', async () => {
    act(() =>
      root.render(
        <CountryField name="phone_country" countries={countries} defaultCountry="JP" invalid={false} onChange={() => {}} texts={texts} />,
      ),
    );
    const select = host.querySelector('select')!;
    expect(select.name).toBe('phone_country');
    expect(select.value).toBe('JP');
    select.value = 'GB';

    await settle();
    expect(host.querySelector('select')).toBeNull();
    const input = host.querySelector<HTMLInputElement>('input[role="combobox"]')!;
    expect(input.value).toBe('イギリス (+44)');
    // The form still sends the ISO code under the select's name.
    expect(host.querySelector<HTMLInputElement>('input[type="hidden"][name="phone_country"]')?.value).toBe('GB');
  });

  it('waits until the visitor has left the select before replacing it', async () => {
    act(() =>
      root.render(
        <CountryField name="phone_country" countries={countries} defaultCountry="JP" invalid={false} onChange={() => {}} texts={texts} />,
      ),
    );
    const select = host.querySelector('select')!;
    select.focus();
    await settle();
    expect(host.querySelector('select')).toBe(select);
    select.value = 'US';
    act(() => select.blur());
    expect(host.querySelector('select')).toBeNull();
    expect(host.querySelector<HTMLInputElement>('input[role="combobox"]')!.value).toBe('アメリカ合衆国 (+1)');
  });
});
