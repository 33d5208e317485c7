import { describe, expect, it } from 'vitest';
import { PATCH as changeUser } from '@/app/api/users/[id]/route';
import { GET as listUsers, POST as addUser } from '@/app/api/users/route';
import { authRequest, callAuth } from '../fixtures/auth';
import { ctx, problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

async function add(body: Record<string, unknown>) {
  return addUser(request('/api/users', { method: 'POST', admin: true, json: body }), undefined);
}

describe('people API', () => {
  it('adds a person who can then sign in, lists them without secrets, and lower-cases the e-mail', async () => {
    const res = await add({ email: 'Sato@Example.JP', name: '佐藤', role: 'editor', password: 'correct horse battery' });
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ email: 'sato@example.jp', role: 'editor', signInMethods: ['password'] });
    const signIn = await callAuth(authRequest('/sign-in/email', { json: { email: 'sato@example.jp', password: 'correct horse battery' } }));
    expect(signIn.status).toBe(200);
    const list = await (await listUsers(request('/api/users', { admin: true }), undefined)).text();
    expect(list).toContain('sato@example.jp');
    expect(list).not.toMatch(/password"\s*:\s*"|scrypt|\$2[aby]\$/);
  });

  it('a person without a password signs in only through the identity provider', async () => {
    const res = await add({ email: 'idp-only@example.jp', name: 'IdP', role: 'viewer' });
    expect((await res.json()).data.signInMethods).toEqual([]);
    const signIn = await callAuth(authRequest('/sign-in/email', { json: { email: 'idp-only@example.jp', password: 'anything at all' } }));
    expect(signIn.status).toBe(401);
  });

  it('refuses a duplicate e-mail (409), a short password, an unknown role and a bad e-mail (422 naming the field)', async () => {
    await add({ email: 'twice@example.jp', name: 'a', role: 'viewer' });
    expect((await add({ email: 'TWICE@example.jp', name: 'b', role: 'viewer' })).status).toBe(409);
    const short = await add({ email: 's@example.jp', name: 'a', role: 'viewer', password: 'short' });
    expect((await problem(short)).errors?.[0]?.pointer).toBe('password');
    expect((await problem(await add({ email: 'r@example.jp', name: 'a', role: 'owner' }))).errors?.[0]?.pointer).toBe('role');
    expect((await problem(await add({ email: 'not-an-email', name: 'a', role: 'viewer' }))).errors?.[0]?.pointer).toBe('email');
  });

  it('changes a role and access; refuses unknown fields and unknown people', async () => {
    const { data } = await (await add({ email: 'change@example.jp', name: 'c', role: 'viewer' })).json();
    const res = await changeUser(
      request(`/api/users/${data.id}`, { method: 'PATCH', admin: true, json: { role: 'publisher' } }),
      ctx({ id: data.id }),
    );
    expect((await res.json()).data.role).toBe('publisher');
    const off = await changeUser(
      request(`/api/users/${data.id}`, { method: 'PATCH', admin: true, json: { disabled: true } }),
      ctx({ id: data.id }),
    );
    expect((await off.json()).data.disabled).toBe(true);
    const extra = await changeUser(
      request(`/api/users/${data.id}`, { method: 'PATCH', admin: true, json: { email: 'x@example.jp' } }),
      ctx({ id: data.id }),
    );
    expect(extra.status).toBe(422);
    const nobody = await changeUser(
      request('/api/users/nobody', { method: 'PATCH', admin: true, json: { role: 'viewer' } }),
      ctx({ id: 'nobody' }),
    );
    expect(nobody.status).toBe(404);
  });
});
