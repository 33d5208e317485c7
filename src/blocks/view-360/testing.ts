import { act } from 'react';
import { vi } from 'vitest';
import { getT } from '@/i18n/i18n';
import { view360Labels } from './labels';

/** Test support for the 360 viewers in happy-dom: Japanese labels, a pointer kind, sizes and pointer drags. */
export const exteriorLabels = view360Labels(getT('ja'), 'exterior', 'グリーンのSUV');
export const interiorLabels = view360Labels(getT('ja'), 'interior', 'SUVの室内');

export function stubPointer(coarse: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(pointer: coarse)' && coarse,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** A horizontal drag of `dx` pixels from x = 100, as a browser sends it. */
export async function drag(element: Element, dx: number) {
  const event = (type: string, clientX: number) =>
    new PointerEvent(type, { bubbles: true, clientX, pointerId: 1, isPrimary: true, button: 0 } as PointerEventInit);
  await act(async () => {
    element.dispatchEvent(event('pointerdown', 100));
    element.dispatchEvent(event('pointermove', 100 + dx / 2));
    element.dispatchEvent(event('pointermove', 100 + dx));
    element.dispatchEvent(event('pointerup', 100 + dx));
  });
}

/** A key press; true when the viewer left the key to the browser (did not prevent its default). */
export async function press(element: Element, key: string): Promise<boolean> {
  let browsers = true;
  await act(async () => {
    browsers = element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  });
  return browsers;
}
