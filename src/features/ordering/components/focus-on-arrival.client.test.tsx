// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { FocusOnArrival } from './focus-on-arrival.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('FocusOnArrival', () => {
  it('focuses the screen a client-side navigation shows, and the next one too', async () => {
    const root = createRoot(document.body.appendChild(document.createElement('div')));
    const screen = (name: string, target: 'heading' | 'back') => (
      <>
        <h2 id="heading" tabIndex={-1}>
          {name}
        </h2>
        <button id="back" type="button">
          戻る
        </button>
        <FocusOnArrival key={name} targetId={target} />
      </>
    );
    await act(async () => root.render(screen('modal', 'back')));
    expect(document.activeElement?.id).toBe('back');
    await act(async () => root.render(screen('thank_you', 'heading')));
    expect(document.activeElement?.id).toBe('heading');
    await act(async () => root.unmount());
  });
});
