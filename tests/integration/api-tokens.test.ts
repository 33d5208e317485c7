import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GET as listPages } from '@/app/api/pages/route';
import { POST as saveSettingApi } from '@/app/api/settings/route';
import { DELETE as revokeApi } from '@/app/api/tokens/[id]/route';
import { GET as listTokensApi, POST as createTokenApi } from '@/app/api/tokens/route';
import { apiTokens, auditLog } from '@/db/schema';
import { problem, request, ctx, adminToken } from '../fixtures/http';
import { signedInAs } from '../fixtures/auth';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();

async function newToken(scopes: string[], init: { cookie?: string; expires_at?: string | null; name?: string } = {}) {
  const headers: Record<string, string> = init.cookie ? { cookie: init.cookie, origin: 'http://localhost:3000' } : {};
  const res = await createTokenApi(
    request('/api/tokens', {
      method: 'POST',
      admin: !init.cookie,
      headers,
      json: { name: init.name ?? 'feed', scopes, expires_at: init.expires_at ?? null },
    }),
    undefined,
  );
  return { res, body: (await res.clone().json()) as { data: { id: number; secret: string; prefix: string; scopes: string[] } } };
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

describe('the bootstrap token (ADMIN_API_TOKEN)', () => {
  it.each([`Bearer ${adminToken}`, `bearer ${adminToken}`, `BEARER   ${adminToken}`])('is accepted as %j', async (header) => {
    expect((await listPages(request('/api/pages', { headers: { authorization: header } }), undefined)).status).toBe(200);
  });

  it.each([
    ['another token of the same length', `Bearer ${adminToken.slice(0, -1)}X`],
    ['the token with a suffix', `Bearer ${adminToken}0`],
    ['a prefix of the token', `Bearer ${adminToken.slice(0, -1)}`],
    ['another scheme', `Basic ${adminToken}`],
    ['the token without a scheme', adminToken],
    ['text before the scheme', `xBearer ${adminToken}`],
    ['text after the token', `Bearer ${adminToken} extra`],
    ['an empty token', 'Bearer '],
  ])('refuses %s with 401', async (_, header) => {
    const res = await listPages(request('/api/pages', { headers: { authorization: header } }), undefined);
    expect(res.status).toBe(401);
  });

  it('a wrong token is 401 even when a valid session cookie comes with it', async () => {
    const { cookie } = await signedInAs('admin');
    const res = await listPages(request('/api/pages', { headers: { cookie, authorization: 'Bearer nope' } }), undefined);
    expect(res.status).toBe(401);
  });
});

describe('API tokens', () => {
  it('are created with a secret shown once, stored only as a hash, and work for their scopes only', async () => {
    const { res, body } = await newToken(['pages.read']);
    expect(res.status).toBe(201);
    const { secret, id, prefix } = body.data;
    expect(secret).toMatch(/^bst_[\w-]{43}$/);
    expect(secret.startsWith(prefix)).toBe(true);
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row!.secretHash).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    // The list never shows secrets or hashes.
    const list = await (await listTokensApi(request('/api/tokens', { admin: true }), undefined)).text();
    expect(list).not.toContain(secret);
    expect(list).not.toContain(row!.secretHash);

    expect((await listPages(request('/api/pages', { headers: bearer(secret) }), undefined)).status).toBe(200);
    const refused = await saveSettingApi(
      request('/api/settings', { method: 'POST', headers: bearer(secret), json: { key: 'seo.title_divider', value: '-' } }),
      undefined,
    );
    expect(refused.status).toBe(403);
    expect((await problem(refused)).detail).toBe('Missing permission: settings.manage.');
  });

  it('notes when a token was last used', async () => {
    const { body } = await newToken(['pages.read']);
    await listPages(request('/api/pages', { headers: bearer(body.data.secret) }), undefined);
    const [row] = await db().select().from(apiTokens).where(eq(apiTokens.id, body.data.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('stop working when revoked, at once', async () => {
    const { body } = await newToken(['pages.read']);
    const revoked = await revokeApi(
      request(`/api/tokens/${body.data.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: String(body.data.id) }),
    );
    expect(revoked.status).toBe(204);
    expect((await listPages(request('/api/pages', { headers: bearer(body.data.secret) }), undefined)).status).toBe(401);
    const again = await revokeApi(
      request(`/api/tokens/${body.data.id}`, { method: 'DELETE', admin: true }),
      ctx({ id: String(body.data.id) }),
    );
    expect(again.status).toBe(404);
  });

  it('stop working when expired', async () => {
    const { body } = await newToken(['pages.read'], { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await listPages(request('/api/pages', { headers: bearer(body.data.secret) }), undefined)).status).toBe(200);
    await db()
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, body.data.id));
    expect((await listPages(request('/api/pages', { headers: bearer(body.data.secret) }), undefined)).status).toBe(401);
  });

  it('a look-alike secret (right prefix, wrong rest) is refused', async () => {
    const { body } = await newToken(['pages.read']);
    const forged = `${body.data.secret.slice(0, -2)}xx`;
    expect((await listPages(request('/api/pages', { headers: bearer(forged) }), undefined)).status).toBe(401);
  });

  it('refuses unknown scopes with 422 naming the field', async () => {
    const { res } = await newToken(['pages.fly']);
    expect(res.status).toBe(422);
    expect((await problem(res)).errors?.[0]?.pointer).toMatch(/^scopes/);
  });

  it('only admins create tokens, from their own session too, and the audit log says who', async () => {
    const editor = await signedInAs('editor');
    expect((await newToken(['pages.read'], { cookie: editor.cookie })).res.status).toBe(403);
    const admin = await signedInAs('admin');
    const { res, body } = await newToken(['pages.read', 'stock.import'], { cookie: admin.cookie, name: '在庫フィード' });
    expect(res.status).toBe(201);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(body.data.id)));
    expect(entries.map((e) => [e.action, e.actorLabel])).toContainEqual(['token.create', `${admin.email} (admin)`]);
  });

  it('a token cannot create a token wider than itself', async () => {
    const { body } = await newToken(['tokens.manage', 'pages.read']);
    const res = await createTokenApi(
      request('/api/tokens', { method: 'POST', headers: bearer(body.data.secret), json: { name: 'wider', scopes: ['settings.manage'] } }),
      undefined,
    );
    expect(res.status).toBe(403);
    expect((await problem(res)).errors?.[0]?.pointer).toBe('scopes');
  });
});
