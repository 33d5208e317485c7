/**
 * A real OpenID Connect identity provider for development and tests (oidc-provider), so the
 * editors' sign-in through an external provider is exercised end to end without internet: PKCE,
 * state, code exchange, id-token checks and RP-initiated sign-out all run for real. It serves its
 * own login and consent pages, plain HTML forms a browser or a script can fill in.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider, { type ClientMetadata, type JWK } from 'oidc-provider';

export interface IdpAccount {
  sub: string;
  email: string;
  password: string;
  name: string;
  /** Sent as the `brand_site_role` claim: the site maps it to a role when OIDC_ROLE_CLAIM says so. */
  role: string | null;
}

/** People of the demo company directory. */
export const idpAccounts: readonly IdpAccount[] = [
  { sub: 'idp-editor', email: 'editor@idp.example', password: 'idp-editor-pass', name: '佐藤 編集', role: 'editor' },
  { sub: 'idp-publisher', email: 'publisher@idp.example', password: 'idp-publisher-pass', name: '鈴木 公開', role: 'publisher' },
  { sub: 'idp-viewer', email: 'viewer@idp.example', password: 'idp-viewer-pass', name: '高橋 閲覧', role: 'viewer' },
  { sub: 'idp-nobody', email: 'nobody@idp.example', password: 'idp-nobody-pass', name: '田中 無権限', role: null },
];

export const idpRoleClaim = 'brand_site_role';

export interface LocalIdpOptions {
  port: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  /** The site's origin; its callback and sign-out return URLs are registered from it. */
  siteUrl: string;
}

const esc = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input{display:block;width:100%;padding:.5rem;font-size:1rem}button{padding:.5rem 1rem;font-size:1rem;margin-top:.5rem}</style>
</head><body><h1>${esc(title)}</h1>${body}</body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > 10_000) throw new Error('form too large');
  }
  return new URLSearchParams(raw);
}

export async function startLocalIdp(options: LocalIdpOptions) {
  const host = options.host ?? '127.0.0.1';
  const issuer = `http://${host}:${options.port}`;
  const site = options.siteUrl.replace(/\/$/, '');
  // A fresh signing key per run: tokens of an earlier run are rejected, as they should be.
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local-idp', use: 'sig', alg: 'RS256' } as JWK;
  const client: ClientMetadata = {
    client_id: options.clientId,
    client_secret: options.clientSecret,
    redirect_uris: [`${site}/api/auth/callback/oidc`],
    post_logout_redirect_uris: [`${site}/`, `${site}/auth/sign-in`],
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  };
  const provider = new Provider(issuer, {
    clients: [client],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', idpRoleClaim] },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = idpAccounts.find((a) => a.sub === sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name, [idpRoleClaim]: account.role }),
      };
    },
    ttl: { Session: 3600, Interaction: 600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  });
  const callback = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<boolean> {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/.exec(url.pathname);
    if (!match) return false;
    const [, uid, action] = match;
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const { prompt, params } = details;
    if (req.method === 'GET' && !action) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      res.end(
        prompt.name === 'login'
          ? page(
              'Local IdP — sign in',
              `<form method="post" action="/interaction/${esc(uid)}/login">
<label>E-mail<input name="login" type="email" autocomplete="username" required></label>
<label>Password<input name="password" type="password" autocomplete="current-password" required></label>
<button type="submit">Sign in</button></form>
<form method="post" action="/interaction/${esc(uid)}/abort"><button type="submit">Cancel</button></form>
<p>Demo directory: ${idpAccounts.map((a) => `${esc(a.email)} / ${esc(a.password)}`).join(', ')}</p>`,
            )
          : page(
              'Local IdP — allow access',
              `<p>${esc(params.client_id)} asks for: ${esc(params.scope)}</p>
<form method="post" action="/interaction/${esc(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${esc(uid)}/abort"><button type="submit">Deny</button></form>`,
            ),
      );
      return true;
    }
    if (req.method !== 'POST') {
      res.statusCode = 405;
      res.end();
      return true;
    }
    const form = await readForm(req);
    if (action === 'login') {
      const account = idpAccounts.find((a) => a.email === form.get('login') && a.password === form.get('password'));
      if (!account) {
        res.statusCode = 401;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page('Sign-in failed', `<p>Wrong e-mail or password. <a href="/interaction/${esc(uid)}">Try again</a></p>`));
        return true;
      }
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
      return true;
    }
    if (action === 'confirm') {
      const missing = prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('no session');
      const grant =
        (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
        new provider.Grant({ accountId, clientId: String(params.client_id) });
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } }, { mergeWithLastSubmission: true });
      return true;
    }
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The person cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );
    return true;
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    interaction(req, res, url)
      .then((handled) => {
        if (!handled) void callback(req, res);
      })
      .catch((error: unknown) => {
        res.statusCode = 400;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`interaction error: ${(error as Error).message}`);
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
