import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { actorForSession } from '@/features/auth/session.server';
import { systemActor } from '@/features/auth/permissions';
import { createUser } from '@/features/auth/users.server';
import { idpRoleClaim, startLocalIdp } from '../../scripts/idp/local-idp';
import { authRequest, callAuth, cookiesOf, siteOrigin } from '../fixtures/auth';
import { throughIdentityProvider } from '../fixtures/oidc-flow';
import { withFreshDatabase } from '../fixtures/test-db';

// The provider must be configured before the auth instance reads the environment.
const idpPort = vi.hoisted(() => {
  const port = 4480 + Number(process.env.VITEST_POOL_ID ?? 0);
  process.env.OIDC_ISSUER = `http://127.0.0.1:${port}`;
  process.env.OIDC_CLIENT_ID = 'brand-site-test';
  process.env.OIDC_CLIENT_SECRET = 'test-client-secret';
  process.env.OIDC_ROLE_CLAIM = 'brand_site_role';
  return port;
});

withFreshDatabase();

let idp: Awaited<ReturnType<typeof startLocalIdp>>;

beforeAll(async () => {
  idp = await startLocalIdp({ port: idpPort, clientId: 'brand-site-test', clientSecret: 'test-client-secret', siteUrl: siteOrigin });
});

afterAll(async () => {
  await idp.close();
});

const callbackPrefix = `${siteOrigin}/api/auth/callback/oidc`;

/** Starts sign-in as our sign-in page does; returns the provider URL and the state cookie. */
async function start(next = '/cms') {
  const response = await callAuth(
    authRequest('/sign-in/social', { json: { provider: 'oidc', callbackURL: next, errorCallbackURL: '/auth/sign-in' } }),
  );
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, cookie: cookiesOf(response) };
}

async function finish(callbackUrl: URL, cookie: string) {
  return callAuth(new Request(callbackUrl, { headers: { cookie, 'x-client-ip': '10.78.0.1' } }));
}

describe('signing in through the identity provider (OpenID Connect)', () => {
  it('asks for a code with PKCE (S256), state and nonce', async () => {
    const { url } = await start();
    const params = new URL(url).searchParams;
    expect(url.startsWith(`${idp.issuer}/auth?`)).toBe(true);
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBeTruthy();
    expect(params.get('nonce')).toBeTruthy();
    expect(params.get('redirect_uri')).toBe(callbackPrefix);
  });

  it('exchanges the code, checks the id token, and signs the person in with the role the provider says', async () => {
    const { url, cookie } = await start('/cms');
    const flow = await throughIdentityProvider(url, 'editor@idp.example', 'idp-editor-pass', callbackPrefix);
    expect(flow.callbackUrl?.searchParams.get('code')).toBeTruthy();
    const done = await finish(flow.callbackUrl!, cookie);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/cms');
    const session = cookiesOf(done);
    expect(await actorForSession(new Headers({ cookie: session }))).toMatchObject({
      kind: 'user',
      email: 'editor@idp.example',
      name: '佐藤 編集',
      role: 'editor',
    });
  });

  it('gives no role to somebody the provider gives none', async () => {
    const { url, cookie } = await start();
    const flow = await throughIdentityProvider(url, 'nobody@idp.example', 'idp-nobody-pass', callbackPrefix);
    const done = await finish(flow.callbackUrl!, cookie);
    expect(await actorForSession(new Headers({ cookie: cookiesOf(done) }))).toMatchObject({ kind: 'user', role: null });
  });

  it('refuses a callback whose state was tampered with, and one without the browser that started it', async () => {
    const { url, cookie } = await start();
    const flow = await throughIdentityProvider(url, 'viewer@idp.example', 'idp-viewer-pass', callbackPrefix);
    const tampered = new URL(flow.callbackUrl!);
    tampered.searchParams.set('state', 'forged-state-value');
    const forged = await finish(tampered, cookie);
    expect(forged.headers.get('location')).toMatch(/error=/);
    expect(cookiesOf(forged)).not.toMatch(/session_token=\w/);
    const otherBrowser = await finish(flow.callbackUrl!, '');
    expect(otherBrowser.headers.get('location')).toMatch(/error=/);
    expect(cookiesOf(otherBrowser)).not.toMatch(/session_token=\w/);
  });

  it('a code is good for one exchange only', async () => {
    const { url, cookie } = await start();
    const flow = await throughIdentityProvider(url, 'publisher@idp.example', 'idp-publisher-pass', callbackPrefix);
    expect((await finish(flow.callbackUrl!, cookie)).headers.get('location')).toBe('/cms');
    const replay = await finish(flow.callbackUrl!, cookie);
    expect(cookiesOf(replay)).not.toMatch(/session_token=\w/);
  });

  it('a wrong password at the provider never reaches our callback', async () => {
    const { url } = await start();
    const flow = await throughIdentityProvider(url, 'editor@idp.example', 'wrong', callbackPrefix);
    expect(flow.refused?.status).toBe(401);
  });

  it('does not let a provider account take over a password account with the same e-mail', async () => {
    await createUser(systemActor('test'), { email: 'viewer@idp.example', name: '既存', role: 'admin', password: 'existing password 1' });
    const { url, cookie } = await start();
    const flow = await throughIdentityProvider(url, 'viewer@idp.example', 'idp-viewer-pass', callbackPrefix);
    const done = await finish(flow.callbackUrl!, cookie);
    expect(done.headers.get('location')).toMatch(/error=account_not_linked/);
    expect(cookiesOf(done)).not.toMatch(/session_token=\w/);
  });

  it('signing out returns the provider sign-out address, so the provider session ends too', async () => {
    const { url, cookie } = await start();
    const flow = await throughIdentityProvider(url, 'publisher@idp.example', 'idp-publisher-pass', callbackPrefix);
    const session = cookiesOf(await finish(flow.callbackUrl!, cookie));
    const out = await callAuth(authRequest('/sign-out', { json: {}, cookie: session }));
    const body = (await out.json()) as { url?: string };
    expect(body.url?.startsWith(`${idp.issuer}/session/end`)).toBe(true);
    expect((await actorForSession(new Headers({ cookie: session }))).kind).toBe('anonymous');
  });

  it('the role claim is read from the configured claim name', () => {
    expect(idpRoleClaim).toBe(process.env.OIDC_ROLE_CLAIM);
  });
});
