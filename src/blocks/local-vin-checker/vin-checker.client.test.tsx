// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecallCheckState } from '@/features/recalls/recall-check-state';
import type { RecallCheck } from '@/features/recalls/recall-status';
import { getT } from '@/i18n/i18n';
import { vinCheckerTexts } from './block';
import { recallCheckPath, VinChecker } from './vin-checker.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const texts = vinCheckerTexts({}, getT('ja'));
const camera = {
  code: '外-4512',
  title: 'ディフェンダー リヤビューカメラの不具合',
  description: '映像が表示されないことがあります。',
  remedy: 'プログラムを書き換えます。',
  starts_on: '2026-10-23',
};

let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;
// The form's server action (the answer without JavaScript): with JavaScript the island asks the API instead.
const serverAction = vi.fn(async (state: RecallCheckState) => state);
beforeEach(async () => {
  fetchMock = vi.fn();
  serverAction.mockClear();
  vi.stubGlobal('fetch', fetchMock);
  root = createRoot(document.body.appendChild(document.createElement('div')));
  await act(async () =>
    root.render(
      <VinChecker id="vin-7" texts={texts} action={serverAction} bookingLink={<span data-action="">サービス入庫を予約する</span>} />,
    ),
  );
});
afterEach(async () => {
  await act(async () => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const input = () => document.querySelector('input')!;
const status = () => document.querySelector('[role="status"]')!.textContent;
const error = () => document.getElementById('vin-7-error')?.textContent ?? null;
const json = (status: number, body: unknown, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

async function check(value: string) {
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), value);
    input().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => document.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
}

function answer(check: Partial<RecallCheck>) {
  fetchMock.mockResolvedValueOnce(json(200, { data: { vehicle_id: 'SALEA7AN4R2104815', kind: 'vin', campaigns: [], ...check } }));
}

describe('VinChecker', () => {
  it('labels the field, describes it with the hint, and says nothing before a check', () => {
    const label = document.querySelector('label')!;
    expect(label.textContent).toBe('車台番号（VIN）を入力');
    expect(document.getElementById(label.htmlFor)).toBe(input());
    expect(document.getElementById(input().getAttribute('aria-describedby')!)!.textContent).toContain('車検証の「車台番号」欄');
    expect(document.querySelector('button')!.textContent).toBe('確認する');
    expect(status()).toBe('');
    expect(input().getAttribute('autocapitalize')).toBe('characters');
  });

  it('names a mistyped VIN at the field, with its length, and asks nobody', async () => {
    await check('SALEA7AN4R210481');
    expect(error()).toBe('VINは17桁です（入力は16桁）。車検証の「車台番号」欄をご確認ください。');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe('vin-7-error vin-7-hint');
    expect(document.activeElement).toBe(input());
    await check('SALEA7AN4R21O4815');
    expect(error()).toContain('I・O・Q');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the identifier as typed and announces a positive answer, naming each campaign and the booking link', async () => {
    answer({ status: 'affected', campaigns: [{ ...camera, remedied: false }] });
    await check('salea7an4r2104815');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(recallCheckPath);
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ vin: 'salea7an4r2104815' });
    expect(error()).toBeNull();
    expect(status()).toBe(texts.positive);
    expect(status()).toContain('部品交換のご予約');
    const result = document.querySelector('[data-status="affected"]')!;
    expect(result.textContent).toContain('SALEA7AN4R2104815 の確認結果');
    expect(result.querySelector('li')!.textContent).toContain('ディフェンダー リヤビューカメラの不具合未実施');
    expect([...result.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual([
      '外-4512',
      '2026年10月23日',
      '映像が表示されないことがあります。',
      'プログラムを書き換えます。',
    ]);
    expect(result.querySelector('[data-action]')!.textContent).toBe('サービス入庫を予約する');
    // The island answered in place: the form's own post (the answer without JavaScript) never went.
    expect(serverAction).not.toHaveBeenCalled();
  });

  it('says the vehicle is not affected, with no campaign and no booking link', async () => {
    answer({ status: 'not_affected' });
    await check('SALEA7ANXR2150066');
    expect(status()).toBe('お客様のお車は対象車両ではありません。');
    expect(document.querySelector('[data-status="not_affected"] li')).toBeNull();
    expect(document.querySelector('[data-action]')).toBeNull();
  });

  it('says the repair is done when every campaign is remedied, without the booking link', async () => {
    answer({ status: 'remedied', campaigns: [{ ...camera, remedied: true }] });
    await check('SALKA9A73RA301562');
    expect(status()).toBe(texts.remedied);
    expect(document.querySelector('li')!.textContent).toContain('実施済み');
    expect(document.querySelector('[data-action]')).toBeNull();
  });

  it('shows the server’s message at the field when it refuses the identifier', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, { status: 422, errors: [{ pointer: 'vin', detail: 'サーバーの説明' }] }, 'application/problem+json'),
    );
    await check('SALEA7AN4R2104815');
    expect(error()).toBe('サーバーの説明');
    expect(status()).toBe('');
  });

  it('asks to wait when rate limited, and to retry when the network fails', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { status: 429 }, 'application/problem+json'));
    await check('SALEA7AN4R2104815');
    expect(status()).toBe(texts.rateLimited);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await check('SALEA7AN4R2104815');
    expect(status()).toBe(texts.failed);
    fetchMock.mockResolvedValueOnce(json(500, { status: 500 }, 'application/problem+json'));
    await check('SALEA7AN4R2104815');
    expect(status()).toBe(texts.failed);
  });

  it('clears an answer once the visitor edits the identifier', async () => {
    answer({ status: 'not_affected' });
    await check('SALEA7ANXR2150066');
    expect(status()).not.toBe('');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input(), 'SALEA7ANXR215006');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(status()).toBe('');
    expect(document.querySelector('[data-status="not_affected"]')).toBeNull();
  });

  it('does not submit on the Enter that ends an IME composition', async () => {
    const composing = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true, isComposing: true });
    await act(async () => void input().dispatchEvent(composing));
    expect(composing.defaultPrevented).toBe(true);
    const plain = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    await act(async () => void input().dispatchEvent(plain));
    expect(plain.defaultPrevented).toBe(false);
  });
});
