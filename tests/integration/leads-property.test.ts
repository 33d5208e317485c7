import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as submitApi } from '@/app/api/forms/[id]/leads/route';
import { systemActor } from '@/features/auth/permissions';
import { formInput } from '@/features/forms/definition';
import { createForm } from '@/features/forms/forms.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { ctx, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

/** quality.md R11 for leads: any payload gets 201 or a problem+json that names the bad field — never a 5xx. */
const form = formInput.parse({
  name: 'property',
  title: '検査',
  fields: [
    {
      name: 'model',
      type: 'select',
      label: { ja: 'モデル' },
      options: [{ value: 'defender', label: { ja: 'D' } }],
      rules: { required: true },
    },
    { name: 'family_name', type: 'text', label: { ja: '姓' }, rules: { required: true, max: 20 } },
    { name: 'kana', type: 'text', format: 'katakana', label: { ja: 'セイ' } },
    { name: 'email', type: 'text', format: 'email', label: { ja: 'メール' } },
    { name: 'zip', type: 'text', format: 'postcode', label: { ja: '〒' } },
    { name: 'phone', type: 'telephone', label: { ja: '電話' } },
    { name: 'day', type: 'date', label: { ja: '日' }, days_from: 1, days_to: 30 },
    { name: 'why', type: 'checkbox', label: { ja: '目的' }, options: [{ value: 'a', label: { ja: 'a' } }], rules: { max: 1 } },
    { name: 'agree', type: 'checkbox', label: { ja: '同意' } },
    { name: 'note', type: 'textarea', label: { ja: '備考' }, rules: { max: 50 } },
  ],
});
let formId = '';
const names = new Set([...form.fields.map((f) => f.name), 'privacy_consent', 'g-recaptcha-response']);

beforeAll(async () => {
  formId = String((await createForm(systemActor('test'), form)).id);
  rateLimitPolicies.leadsPerClient.limit = 1_000_000;
  rateLimitPolicies.leadsPerForm.limit = 1_000_000;
});

const scalar = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    'defender',
    '',
    ' ',
    'on',
    'true',
    '090-1234-5678',
    '１０７－００６２',
    'やまだ',
    '2026-02-30',
    '=cmd|x',
    '\u0000',
    '𠮷野家',
  ),
  fc.integer(),
  fc.boolean(),
);
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }));
const key = fc.oneof(fc.constantFrom(...names), fc.string({ maxLength: 12 }));

describe('any lead payload', () => {
  it('gets 201 or a problem+json naming fields of the form, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, value, { maxKeys: 14 }), async (attributes) => {
        const res = await submitApi(request(`/api/forms/${formId}/leads`, { method: 'POST', json: { attributes } }), ctx({ id: formId }));
        expect(res.status).toBeLessThan(500);
        if (res.status === 201) return;
        expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        const body = (await res.json()) as { errors?: { pointer: string; detail: string }[] };
        for (const error of body.errors ?? []) {
          expect(names.has(error.pointer) || error.pointer.startsWith('attributes'), error.pointer).toBe(true);
          expect(error.detail.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('of raw bytes gets a 4xx problem+json, whatever the content type says', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.constantFrom('application/json', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'text/plain'),
        async (bytes, type) => {
          const res = await submitApi(
            new Request(`http://localhost:3000/api/forms/${formId}/leads`, {
              method: 'POST',
              body: Buffer.from(bytes),
              headers: { 'content-type': type },
            }),
            ctx({ id: formId }),
          );
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
        },
      ),
      { numRuns: 100 },
    );
  });
});
