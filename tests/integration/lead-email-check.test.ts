import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as submitApi } from '@/app/api/forms/[id]/leads/route';
import { leads } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { formInput } from '@/features/forms/definition';
import { createForm } from '@/features/forms/forms.server';
import { saveSetting } from '@/features/settings/settings.server';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

// The environment is read once: the stand-in's port is fixed per worker and declared to the
// outbound guard (the service is on this machine) before anything reads it.
const port = vi.hoisted(() => {
  const p = 5520 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.EMAIL_VERIFICATION_API_KEY = 'verify-key';
  process.env.OUTBOUND_ALLOW_PRIVATE_HOSTS = `127.0.0.1:${p}`;
  return p;
});

const { db } = withFreshDatabase();
let server: Server;
const seen: { auth: string | undefined; body: string }[] = [];

/** A stand-in of the e-mail verification service: status by address, or no answer for slow@. */
beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString();
    seen.push({ auth: req.headers.authorization, body });
    const email = (JSON.parse(body) as { email: string }).email;
    if (email.startsWith('broken@')) {
      res.writeHead(500).end();
      return;
    }
    const status = email.startsWith('fake@') ? 'invalid' : email.startsWith('catchall@') ? 'accept_all' : 'valid';
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status }));
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  await saveSetting(systemActor('test'), 'forms.email_verification_url', `http://127.0.0.1:${port}/verify`);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('e-mail verification of leads', () => {
  it('refuses an address the service calls invalid, accepts valid and accept_all, and treats a failing service as valid', async () => {
    const form = await createForm(
      systemActor('test'),
      formInput.parse({
        name: 'checked',
        title: '確認',
        fields: [{ name: 'email', type: 'text', format: 'email', label: { ja: 'メールアドレス' }, rules: { required: true } }],
        settings: { email_verification: true },
      }),
    );
    const id = String(form.id);
    const send = (email: string) =>
      submitApi(request(`/api/forms/${id}/leads`, { method: 'POST', json: { attributes: { email, privacy_consent: 'on' } } }), ctx({ id }));

    const refused = await send('fake@example.jp');
    expect(refused.status).toBe(422);
    expect((await problem(refused)).errors).toEqual([
      { pointer: 'email', detail: 'このメールアドレスには送信できません。別のアドレスを入力してください' },
    ]);
    expect(seen.at(-1)).toEqual({ auth: 'Bearer verify-key', body: JSON.stringify({ email: 'fake@example.jp' }) });

    for (const [email, check] of [
      ['taro@example.jp', { valid: true, status: 'valid' }],
      ['catchall@example.jp', { valid: true, status: 'accept_all' }],
      ['broken@example.jp', { valid: true, status: 'unverified', code: 'VALIDATION_ERROR' }],
    ] as const) {
      const res = await send(email);
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: { id: string } };
      const [lead] = await db().select().from(leads).where(eq(leads.id, data.id));
      expect(lead!.checks).toEqual({ email: check });
    }
  });
});
