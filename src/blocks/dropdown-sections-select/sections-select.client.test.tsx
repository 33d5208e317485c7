// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { buttonNamed as button, pickerDialog as dialog, pickInDialog as pick } from '../owner-tools-kit/testing';
import { sectionsSelectTexts } from './block';
import { SectionsSelect } from './sections-select.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const options = [
  { label: 'エクスプローラーパック', blocks: ['explorer', 'roof'] },
  { label: 'アーバンパック', blocks: ['urban', 'roof'] },
];
let root: Root;
beforeEach(async () => {
  // The page's sections, as the renderer draws them: `<section id={block_scroll_id}>`.
  for (const id of ['intro', 'explorer', 'urban', 'roof', 'footer-note']) {
    const section = document.body.appendChild(document.createElement('section'));
    section.id = id;
  }
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () => root.render(<SectionsSelect texts={sectionsSelectTexts({}, getT('ja'))} options={options} />));
});
afterEach(async () => {
  await act(async () => root?.unmount());
  document.body.innerHTML = '';
});

const visible = () => [...document.querySelectorAll('section')].filter((s) => !s.hidden).map((s) => s.id);
describe('SectionsSelect', () => {
  it('shows every section until a pack is picked in the modal, then only that pack’s and the ones no pack names', async () => {
    expect(visible()).toEqual(['intro', 'explorer', 'urban', 'roof', 'footer-note']);
    await act(async () => button('パックを選ぶ')!.click());
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('ご覧になるパックをお選びください');
    expect([...dialog()!.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'パックを選択してください',
      'エクスプローラーパック',
      'アーバンパック',
    ]);
    await pick('1');
    expect(dialog()).toBeNull();
    expect(visible()).toEqual(['intro', 'urban', 'roof', 'footer-note']);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('「アーバンパック」の内容を表示しています。');
    expect(document.activeElement).toBe(button('変更'));
  });

  it('asks for a pack at the dropdown when none is picked', async () => {
    await act(async () => button('パックを選ぶ')!.click());
    await pick('');
    const select = dialog()!.querySelector('select')!;
    expect(document.getElementById(select.getAttribute('aria-describedby')!)!.textContent).toBe('パックを選択してください。');
    expect(visible()).toHaveLength(5);
  });

  it('changes the pack, clears it to show everything again, and shows everything when it leaves the page', async () => {
    await act(async () => button('パックを選ぶ')!.click());
    await pick('0');
    expect(visible()).toEqual(['intro', 'explorer', 'roof', 'footer-note']);
    await act(async () => button('変更')!.click());
    expect(dialog()!.querySelector('select')!.value).toBe('0');
    await pick('1');
    expect(visible()).toEqual(['intro', 'urban', 'roof', 'footer-note']);
    await act(async () => button('すべて表示')!.click());
    expect(visible()).toHaveLength(5);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('すべての内容を表示しています。');
    expect(document.activeElement).toBe(button('パックを選ぶ'));

    await act(async () => button('パックを選ぶ')!.click());
    await pick('0');
    await act(async () => root.unmount());
    expect(visible()).toHaveLength(5);
    root = null as never;
  });
});
