// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduledPopupDialog, type ScheduledPopupDialogProps } from './scheduled-popup.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const now = Date.parse('2026-04-01T03:00:00Z');
let root: Root;

const base: Omit<ScheduledPopupDialogProps, 'children'> = {
  start: null,
  end: null,
  storeType: 'localStorage',
  namespace: 'basic-popup',
  cookieExpiryDays: 1,
  closeLabel: '閉じる',
  label: 'お知らせ',
};

async function show(props: Partial<ScheduledPopupDialogProps> = {}) {
  await act(async () =>
    root.render(
      <ScheduledPopupDialog {...base} {...props}>
        <p id="body">春のキャンペーン</p>
      </ScheduledPopupDialog>,
    ),
  );
}
const dialog = () => document.querySelector('dialog')!;
const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ now });
  root = createRoot(document.body.appendChild(document.createElement('div')));
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('ScheduledPopupDialog (site.md §4)', () => {
  it('stays hidden for 500 ms, then shows with its content', async () => {
    await show();
    expect(dialog().open).toBe(false);
    expect(document.getElementById('body')).toBeNull();
    await advance(499);
    expect(dialog().open).toBe(false);
    await advance(1);
    expect(dialog().open).toBe(true);
    expect(document.getElementById('body')?.textContent).toBe('春のキャンペーン');
  });

  it('does not show outside its window', async () => {
    await show({ start: now + 60_000 });
    await advance(500);
    expect(dialog().open).toBe(false);
    await act(async () => root.render(null));
    await show({ end: now - 1 });
    await advance(500);
    expect(dialog().open).toBe(false);
  });

  it('remembers the dismissal in the chosen store and stays closed on the next page', async () => {
    await show();
    await advance(500);
    await act(async () => {
      dialog().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(dialog().open).toBe(false);
    expect(localStorage.getItem('basic-popup-local-closed')).toBe('true');
    await act(async () => root.render(null));
    await show();
    await advance(1_000);
    expect(dialog().open).toBe(false);
  });

  it('with store type none, shows again on the next page', async () => {
    await show({ storeType: 'none' });
    await advance(500);
    await act(async () => {
      dialog().querySelector<HTMLButtonElement>('button[aria-label="閉じる"]')!.click();
    });
    expect(dialog().open).toBe(false);
    expect(localStorage.length).toBe(0);
    await act(async () => root.render(null));
    await show({ storeType: 'none' });
    await advance(500);
    expect(dialog().open).toBe(true);
  });
});
