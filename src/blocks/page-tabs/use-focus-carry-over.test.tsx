// @vitest-environment happy-dom
import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useFocusCarryOver } from './use-focus-carry-over';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A server link that becomes a button, as an island swaps its controls. */
function Swapped({ enhanced }: { enhanced: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useFocusCarryOver(enhanced, {
    server: (focused) => (focused && focused === link.current ? 0 : null),
    enhanced: () => button.current,
  });
  return enhanced ? (
    <button ref={button}>開く</button>
  ) : (
    <a ref={link} href="#cards">
      開く
    </a>
  );
}

let root: Root;
let container: HTMLElement;
/** The server control focused, then a render as the hydration's passive effects (where islands schedule the swap) see it. */
async function focusServerControl() {
  await act(async () => root.render(<Swapped enhanced={false} />));
  container.querySelector('a')!.focus();
  await act(async () => root.render(<Swapped enhanced={false} />));
}
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
});

describe('useFocusCarryOver', () => {
  it('focuses the enhanced control when the focused server control is swapped for it', async () => {
    await focusServerControl();
    await act(async () => root.render(<Swapped enhanced />));
    expect(document.activeElement).toBe(container.querySelector('button'));
  });

  it('leaves focus the visitor moved elsewhere before the swap', async () => {
    const elsewhere = document.body.appendChild(document.createElement('input'));
    await focusServerControl();
    elsewhere.focus();
    await act(async () => root.render(<Swapped enhanced />));
    expect(document.activeElement).toBe(elsewhere);
  });
});
