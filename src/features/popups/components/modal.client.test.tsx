// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, type CloseReason } from './modal.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let onClose: ReturnType<typeof vi.fn<(reason: CloseReason) => void>>;

/** A page with an opener button and a modal it controls; closing calls onClose and closes it. */
function Page({ preventClose = false, startOpen = true }: { preventClose?: boolean; startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <div>
      <button id="opener" onClick={() => setOpen(true)}>
        開く
      </button>
      <Modal
        open={open}
        preventClose={preventClose}
        labelledBy="title"
        closeLabel="閉じる"
        onClose={(reason) => {
          onClose(reason);
          setOpen(false);
        }}
      >
        <h2 id="title">お知らせ</h2>
        <p id="text">本文</p>
        <a id="closing-link" href="#x" data-modal-close="">
          詳しく見る
        </a>
      </Modal>
    </div>
  );
}

const dialog = () => document.querySelector('dialog')!;
const byId = (id: string) => document.getElementById(id)!;

async function render(props: { preventClose?: boolean; startOpen?: boolean } = {}) {
  await act(async () => root.render(<Page {...props} />));
}

async function fire(target: Element, event: Event) {
  await act(async () => {
    target.dispatchEvent(event);
  });
}

const pointer = (type: string) => new PointerEvent(type, { bubbles: true });
const click = () => new MouseEvent('click', { bubbles: true });

beforeEach(() => {
  onClose = vi.fn();
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('Modal', () => {
  it('is a modal dialog named by its title, open in the top layer', async () => {
    await render();
    expect(dialog().open).toBe(true);
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(dialog().getAttribute('aria-labelledby')).toBe('title');
  });

  it('closes with its × button and gives focus back to what had it', async () => {
    await render({ startOpen: false });
    byId('opener').focus();
    await fire(byId('opener'), click());
    expect(dialog().open).toBe(true);
    await fire(dialog().querySelector('button[aria-label="閉じる"]')!, click());
    expect(onClose).toHaveBeenCalledWith('button');
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(byId('opener'));
  });

  it('closes on Escape, but not while an IME is composing', async () => {
    await render();
    await fire(byId('text'), new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, isComposing: true }));
    expect(onClose).not.toHaveBeenCalled();
    await fire(byId('text'), new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onClose).toHaveBeenCalledWith('escape');
  });

  it('closes on the backdrop only when both press and release are on it', async () => {
    await render();
    // Pressed in the content, released on the backdrop (a text selection dragged out).
    await fire(byId('text'), pointer('pointerdown'));
    await fire(dialog(), pointer('pointerup'));
    await fire(dialog(), click());
    // Pressed on the backdrop, released in the content.
    await fire(dialog(), pointer('pointerdown'));
    await fire(byId('text'), pointer('pointerup'));
    await fire(dialog(), click());
    expect(onClose).not.toHaveBeenCalled();
    await fire(dialog(), pointer('pointerdown'));
    await fire(dialog(), pointer('pointerup'));
    await fire(dialog(), click());
    expect(onClose).toHaveBeenCalledWith('backdrop');
  });

  it('closes when an element marked data-modal-close is clicked', async () => {
    await render();
    await fire(byId('closing-link'), click());
    expect(onClose).toHaveBeenCalledWith('content');
  });

  it('cannot be closed by Escape, the backdrop or a × when closing is prevented', async () => {
    await render({ preventClose: true });
    expect(dialog().querySelector('button[aria-label="閉じる"]')).toBeNull();
    await fire(byId('text'), new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await fire(dialog(), new Event('cancel', { cancelable: true }));
    await fire(dialog(), pointer('pointerdown'));
    await fire(dialog(), pointer('pointerup'));
    await fire(dialog(), click());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);
  });
});
