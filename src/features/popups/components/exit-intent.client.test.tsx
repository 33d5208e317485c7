// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExitIntentDialog } from './exit-intent.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let desktop = true;

async function mount(props: { cancelLabel?: string; href?: string } = {}) {
  await act(async () =>
    root.render(
      <ExitIntentDialog
        label="ご案内"
        closeLabel="閉じる"
        ok={{ label: '見積もる', href: props.href, target: '_self' }}
        cancelLabel={props.cancelLabel}
      >
        <p>お見積もりはお済みですか？</p>
      </ExitIntentDialog>,
    ),
  );
}
const leave = (clientY: number, relatedTarget: EventTarget | null = null) =>
  act(async () => {
    document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY, relatedTarget }));
  });
const dialog = () => document.querySelector('dialog')!;

beforeEach(() => {
  desktop = true;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }));
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  sessionStorage.clear();
});

describe('ExitIntentDialog', () => {
  it('opens when the pointer leaves through the top of the window, once per session', async () => {
    await mount({ cancelLabel: 'キャンセル' });
    await leave(300, document.body);
    await leave(500);
    expect(dialog().open).toBe(false);
    await leave(0);
    expect(dialog().open).toBe(true);
    await act(async () => {
      [...dialog().querySelectorAll('button')].find((b) => b.textContent === 'キャンセル')!.click();
    });
    expect(dialog().open).toBe(false);
    await leave(0);
    expect(dialog().open).toBe(false);
    // The next page of the same session.
    await act(async () => root.render(null));
    await mount();
    await leave(0);
    expect(dialog().open).toBe(false);
  });

  it('OK follows its link, or closes without one; no cancel button unless labelled', async () => {
    await mount({ href: '/quote' });
    await leave(0);
    const ok = [...dialog().querySelectorAll('a')].find((a) => a.textContent === '見積もる');
    expect(ok?.getAttribute('href')).toBe('/quote');
    expect([...dialog().querySelectorAll('button')].map((b) => b.textContent)).toEqual(['×']);
    sessionStorage.clear();
    await act(async () => root.render(null));
    await mount();
    await leave(0);
    await act(async () => {
      [...dialog().querySelectorAll('button')].find((b) => b.textContent === '見積もる')!.click();
    });
    expect(dialog().open).toBe(false);
  });

  it('never opens on a device without a fine pointer (phones)', async () => {
    desktop = false;
    await mount();
    await leave(0);
    expect(dialog().open).toBe(false);
  });

  it('waits while another modal is open', async () => {
    const other = document.body.appendChild(document.createElement('dialog'));
    other.setAttribute('open', '');
    await mount();
    await leave(0);
    expect(dialog().open).toBe(false);
    other.remove();
    await leave(0);
    expect(dialog().open).toBe(true);
  });
});
