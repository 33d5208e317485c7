// @vitest-environment happy-dom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { CollectionModal } from './collection-modal.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const modal = (
  <CollectionModal buttonLabel="コレクションを詳しく見る" closeLabel="閉じる" titleId="t" label="コレクション">
    <h2 id="t">コレクションのご紹介</h2>
    <p>本文</p>
  </CollectionModal>
);

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('inspired collection modal', () => {
  it('is a disclosure in the server HTML, and a button opening the site modal once hydrated', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(modal);
    expect(container.querySelector('summary')!.textContent).toBe('コレクションを詳しく見る');
    expect(container.querySelector('details h2')!.textContent).toBe('コレクションのご紹介');

    await act(async () => {
      root = hydrateRoot(container, modal);
    });
    expect(container.querySelector('details')).toBeNull();
    const button = container.querySelector('button')!;
    expect([button.textContent, button.getAttribute('aria-haspopup')]).toEqual(['コレクションを詳しく見る', 'dialog']);
    expect(document.querySelector('dialog')).toBeNull();

    button.focus();
    await act(async () => button.click());
    const dialog = document.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('t');
    expect(dialog.querySelector('h2')!.textContent).toBe('コレクションのご紹介');

    await act(async () => void dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })));
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes with its close button', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => root!.render(modal));
    await act(async () => container.querySelector('button')!.click());
    await act(async () => document.querySelector<HTMLButtonElement>('dialog button[aria-label="閉じる"]')!.click());
    expect(document.querySelector('dialog')).toBeNull();
  });
});
