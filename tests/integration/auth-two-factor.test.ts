import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { actorForSession } from '@/features/auth/session.server';
import { authRequest, callAuth, cookiesOf, signedInAs, signInWithPassword } from '../fixtures/auth';
import { withFreshDatabase } from '../fixtures/test-db';

withFreshDatabase();

function codeFor(totpURI: string, offsetSeconds = 0): string {
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

async function enableTwoFactor(cookie: string, password: string): Promise<string> {
  const enabled = await callAuth(authRequest('/two-factor/enable', { json: { password }, cookie }));
  expect(enabled.status).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const verified = await callAuth(authRequest('/two-factor/verify-totp', { json: { code: codeFor(totpURI) }, cookie }));
  expect(verified.status).toBe(200);
  return totpURI;
}

describe('two-step verification (TOTP)', () => {
  it('after a correct password, asks for the code and only then gives a session', async () => {
    const { email, password, cookie } = await signedInAs('editor');
    const totpURI = await enableTwoFactor(cookie, password);
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/brand-site:/);

    const first = await signInWithPassword(email, password);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookiesOf(first);
    expect(challenge).not.toMatch(/session_token=\w/);
    expect((await actorForSession(new Headers({ cookie: challenge }))).kind).toBe('anonymous');

    const wrong = await callAuth(authRequest('/two-factor/verify-totp', { json: { code: '000000' }, cookie: challenge }));
    expect(wrong.status).toBe(401);

    const right = await callAuth(authRequest('/two-factor/verify-totp', { json: { code: codeFor(totpURI, 30) }, cookie: challenge }));
    expect(right.status).toBe(200);
    expect(await actorForSession(new Headers({ cookie: cookiesOf(right) }))).toMatchObject({ kind: 'user', email });
  });

  it('a code is good once: replaying it in its window signs nobody in', async () => {
    const { email, password, cookie } = await signedInAs('editor');
    const totpURI = await enableTwoFactor(cookie, password);
    const code = codeFor(totpURI, 30);

    const first = cookiesOf(await signInWithPassword(email, password));
    const used = await callAuth(authRequest('/two-factor/verify-totp', { json: { code }, cookie: first }));
    expect(used.status).toBe(200);

    // Somebody who saw the code signs in with the stolen password and types it again.
    const second = cookiesOf(await signInWithPassword(email, password));
    const replay = await callAuth(authRequest('/two-factor/verify-totp', { json: { code }, cookie: second }));
    expect(replay.status).toBe(401);
    expect((await actorForSession(new Headers({ cookie: cookiesOf(replay) }))).kind).toBe('anonymous');
    // The first session is untouched.
    expect(await actorForSession(new Headers({ cookie: cookiesOf(used) }))).toMatchObject({ kind: 'user', email });
  });

  it('a code without the password step signs nobody in', async () => {
    const { password, cookie } = await signedInAs('editor');
    const totpURI = await enableTwoFactor(cookie, password);
    const alone = await callAuth(authRequest('/two-factor/verify-totp', { json: { code: codeFor(totpURI) } }));
    expect(alone.status).toBeGreaterThanOrEqual(400);
    expect(cookiesOf(alone)).not.toMatch(/session_token=\w/);
  });
});
