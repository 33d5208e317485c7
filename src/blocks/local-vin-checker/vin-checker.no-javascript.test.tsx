import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RecallCheckState } from '@/features/recalls/recall-check-state';
import { getT } from '@/i18n/i18n';
import { parseHtml } from '../test-rendering';
import { vinCheckerTexts } from './block';
import { VinChecker } from './vin-checker.client';

/**
 * Without JavaScript (decision 0065, addendum): the server's HTML of the checker is a form the
 * browser can post to its server action, and the page that comes back starts from the action's
 * answer. Next hands React the posted answer as `formState`; here React gets it the same way.
 */
type Action = (state: RecallCheckState, data: FormData) => Promise<RecallCheckState>;

/** A stand-in for what Next's bundler makes of a `'use server'` function: a reference a form can post to. */
function serverReference(action: Action, bound: unknown[] = []): Action {
  const reference = Object.assign((...args: unknown[]) => (action as (...a: unknown[]) => Promise<RecallCheckState>)(...bound, ...args), {
    $$FORM_ACTION: (prefix: string) => {
      const data = new FormData();
      data.append(`$ACTION_${prefix}:0`, JSON.stringify(bound));
      return { name: `$ACTION_REF_${prefix}`, method: 'POST', encType: 'multipart/form-data', data };
    },
    $$IS_SIGNATURE_EQUAL: () => true,
    bind: (_this: unknown, ...more: unknown[]) => serverReference(action, [...bound, ...more]),
  });
  return reference as unknown as Action;
}

const texts = vinCheckerTexts({}, getT('ja'));
const action = serverReference(async (state) => state);

async function serverHtml(formState?: [RecallCheckState, string]) {
  const stream = await renderToReadableStream(
    <VinChecker id="vin-1" texts={texts} action={action} bookingLink={<span data-action="">サービス入庫を予約する</span>} />,
    { formState: formState ? ([formState[0], formState[1], 'check-recalls', 0] as never) : null },
  );
  await stream.allReady;
  return parseHtml(await new Response(stream).text());
}

/** The key React gives the checker's answer, from the hidden field of its form. */
const answerKey = async () => (await serverHtml()).querySelector<HTMLInputElement>('input[name="$ACTION_KEY"]')!.value;

const check = {
  vehicle_id: 'SALEA7AN4R2104815',
  kind: 'vin' as const,
  status: 'affected' as const,
  campaigns: [
    {
      code: '外-4512',
      title: 'ディフェンダー リヤビューカメラの不具合',
      description: '映像が表示されないことがあります。',
      remedy: 'プログラムを書き換えます。',
      starts_on: '2026-10-23',
      remedied: false,
    },
  ],
};

describe('the VIN checker without JavaScript', () => {
  it('is a form that posts the identifier to the server action', async () => {
    const page = await serverHtml();
    const form = page.querySelector('form')!;
    expect([form.getAttribute('method'), form.getAttribute('enctype')]).toEqual(['POST', 'multipart/form-data']);
    expect(form.querySelector('input[name^="$ACTION_REF_"]')).not.toBeNull();
    expect(form.querySelector('input[name="vin"]')).not.toBeNull();
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('確認する');
    expect(page.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('comes back with the positive answer, its campaigns and the booking link, the identifier in the field', async () => {
    const page = await serverHtml([{ status: 'answered', vin: 'salea7an4r2104815', check }, await answerKey()]);
    expect(page.querySelector('[role="status"]')!.textContent).toBe(texts.positive);
    const result = page.querySelector('[data-status="affected"]')!;
    expect(result.textContent).toContain('SALEA7AN4R2104815 の確認結果');
    expect(result.querySelector('li')!.textContent).toContain('ディフェンダー リヤビューカメラの不具合未実施');
    expect(result.querySelector('[data-action]')!.textContent).toBe('サービス入庫を予約する');
    expect(page.querySelector<HTMLInputElement>('input[name="vin"]')!.getAttribute('value')).toBe('salea7an4r2104815');
  });

  it('comes back with the negative answer and no booking link', async () => {
    const answer = { ...check, status: 'not_affected' as const, campaigns: [] };
    const page = await serverHtml([{ status: 'answered', vin: 'SALEA7ANXR2150066', check: answer }, await answerKey()]);
    expect(page.querySelector('[role="status"]')!.textContent).toBe('お客様のお車は対象車両ではありません。');
    expect(page.querySelector('[data-action]')).toBeNull();
  });

  it('comes back with the Japanese message at the field, and what was typed, escaped', async () => {
    const typed = '<b>SALEA7AN4R21O4815';
    const error = 'VINには I・O・Q の文字は使われません。数字の 1・0 と取り違えていないかご確認ください。';
    const page = await serverHtml([{ status: 'invalid', vin: typed, error }, await answerKey()]);
    const input = page.querySelector<HTMLInputElement>('input[name="vin"]')!;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(page.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(error);
    expect(input.getAttribute('value')).toBe(typed);
    expect(page.querySelector('b')).toBeNull();
    expect(page.querySelector('[role="status"]')!.textContent).toBe('');
  });

  it('asks to wait when the checks were too many', async () => {
    const page = await serverHtml([{ status: 'failed', vin: 'SALEA7AN4R2104815', rateLimited: true }, await answerKey()]);
    expect(page.querySelector('[role="status"]')!.textContent).toBe(texts.rateLimited);
  });

  it('is never hidden from a browser that runs no scripts', () => {
    const css = readFileSync(path.join(import.meta.dirname, 'local-vin-checker.module.css'), 'utf8');
    expect(css).not.toMatch(/scripting:\s*none/);
  });
});
