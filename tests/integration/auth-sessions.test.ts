import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GET as listPages } from '@/app/api/pages/route';
import { authSessions, authUsers } from '@/db/schema';
import { actorForSession } from '@/features/auth/session.server';
import { systemActor } from '@/features/auth/permissions';
import { updateUser } from '@/features/auth/users.server';
import { rateLimitPolicies } from '@/lib/rate-limit.server';
import { authRequest, callAuth, cookiesOf, signedInAs, signInWithPassword } from '../fixtures/auth';
import { problem, request } from '../fixtures/http';
import { withFreshDatabase } from '../fixtures/test-db';

const { db } = withFreshDatabase();

function withCookie(cookie: string): Headers {
  return new Headers({ cookie });
}

describe('signing in with e-mail and password', () => {
  it('gives an HttpOnly, SameSite=Lax session cookie that the APIs accept', async () => {
    const { email, password } = await signedInAs('viewer');
    const response = await signInWithPassword(email, password);
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('better-auth.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const pages = await listPages(request('/api/pages', { headers: { cookie: cookiesOf(response) } }), undefined);
    expect(pages.status).toBe(200);
  });

  it('refuses a wrong password with 401 and no cookie', async () => {
    const { email } = await signedInAs('editor');
    const response = await signInWithPassword(email, 'not the password');
    expect(response.status).toBe(401);
    expect(cookiesOf(response)).not.toMatch(/session_token=\w/);
  });

  it('has no public sign-up: accounts are made by admins', async () => {
    const response = await callAuth(
      authRequest('/sign-up/email', { json: { email: 'new@example.jp', password: 'long enough password', name: 'x' } }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('ignores a role sent by the client', async () => {
    const { cookie } = await signedInAs('viewer');
    const update = await callAuth(authRequest('/update-user', { json: { role: 'admin' }, cookie }));
    expect(update.status).toBeGreaterThanOrEqual(400);
    const actor = await actorForSession(withCookie(cookie));
    expect(actor).toMatchObject({ kind: 'user', role: 'viewer' });
  });
});

describe('lock-out after repeated failures', () => {
  afterEach(() => {
    rateLimitPolicies.signInFailures = { limit: 10, windowMs: 15 * 60_000 };
  });

  it('locks an account after 10 wrong passwords from any addresses, even for the right one, with Retry-After', async () => {
    const { email, password } = await signedInAs('editor');
    const other = await signedInAs('editor');
    for (let i = 0; i < 10; i++) {
      expect((await signInWithPassword(email, `wrong-${i}`, { ip: `198.51.100.${i + 1}` })).status).toBe(401);
    }
    const locked = await signInWithPassword(email, password, { ip: '198.51.100.99' });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await locked.json()).toMatchObject({ code: 'ACCOUNT_LOCKED' });
    // Another account, from the same address, is not affected.
    expect((await signInWithPassword(other.email, other.password, { ip: '198.51.100.99' })).status).toBe(200);
  });

  it('nine failures do not lock, and the lock is per account, not per spelling of the address', async () => {
    const { email, password } = await signedInAs('editor');
    for (let i = 0; i < 9; i++) await signInWithPassword(email.toUpperCase(), `wrong-${i}`);
    expect((await signInWithPassword(email, password)).status).toBe(200);
    await signInWithPassword(email.toUpperCase(), 'wrong-10');
    expect((await signInWithPassword(email, password)).status).toBe(429);
  });
});

describe('sessions', () => {
  it('replaces the session the browser held when it signs in again', async () => {
    const { email, password, cookie } = await signedInAs('viewer');
    const again = await signInWithPassword(email, password, { cookie });
    expect(again.status).toBe(200);
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
    expect((await actorForSession(withCookie(cookiesOf(again)))).kind).toBe('user');
  });

  it('ends a session that was idle past its expiry', async () => {
    const { cookie, user } = await signedInAs('viewer');
    await db()
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.userId, user.id));
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
  });

  it('ends a busy session 12 hours after sign-in whatever its sliding expiry says', async () => {
    const { cookie, user } = await signedInAs('viewer');
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3_600_000);
    await db().update(authSessions).set({ createdAt: thirteenHoursAgo }).where(eq(authSessions.userId, user.id));
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
    const [left] = await db().select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(left).toBeUndefined();
  });

  it('a session 11 hours old still counts', async () => {
    const { cookie, user } = await signedInAs('viewer');
    await db()
      .update(authSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 3_600_000) })
      .where(eq(authSessions.userId, user.id));
    expect((await actorForSession(withCookie(cookie))).kind).toBe('user');
  });

  it('a role change counts on the next request; disabling ends the sessions at once', async () => {
    const admin = systemActor('test');
    const { cookie, user } = await signedInAs('viewer');
    await updateUser(admin, user.id, { role: 'publisher' });
    expect(await actorForSession(withCookie(cookie))).toMatchObject({ role: 'publisher' });
    await updateUser(admin, user.id, { disabled: true });
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
    const res = await listPages(request('/api/pages', { headers: { cookie } }), undefined);
    expect(res.status).toBe(401);
  });

  it('a disabled account counts as nobody even while a session of it survives', async () => {
    const { cookie, user } = await signedInAs('editor');
    await db().update(authUsers).set({ disabledAt: new Date() }).where(eq(authUsers.id, user.id));
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
  });

  it('a signed-in person without a role can do nothing', async () => {
    const { cookie } = await signedInAs(null);
    const res = await listPages(request('/api/pages', { headers: { cookie } }), undefined);
    expect(res.status).toBe(403);
    expect((await problem(res)).detail).toBe('Missing permission: pages.read.');
  });

  it('signing out ends the session', async () => {
    const { cookie } = await signedInAs('editor');
    const out = await callAuth(authRequest('/sign-out', { json: {}, cookie }));
    expect(out.status).toBe(200);
    expect((await actorForSession(withCookie(cookie))).kind).toBe('anonymous');
  });
});

describe('people', () => {
  it('keeps the last active admin: no demotion, no disabling', async () => {
    const admin = systemActor('test');
    const { user } = await signedInAs('admin');
    // Other admins from earlier tests may exist; demote them all but this one.
    const { listUsers } = await import('@/features/auth/users.server');
    for (const other of await listUsers(admin)) {
      if (other.role === 'admin' && other.id !== user.id) await updateUser(admin, other.id, { role: 'viewer' });
    }
    await expect(updateUser(admin, user.id, { role: 'editor' })).rejects.toMatchObject({ status: 409 });
    await expect(updateUser(admin, user.id, { disabled: true })).rejects.toMatchObject({ status: 409 });
    const second = await signedInAs('admin');
    await expect(updateUser(admin, user.id, { role: 'editor' })).resolves.toMatchObject({ role: 'editor' });
    expect(second.user.role).toBe('admin');
  });
});
