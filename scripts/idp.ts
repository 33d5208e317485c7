/**
 * `npm run idp`: the local OpenID Connect provider for development (scripts/idp/local-idp.ts).
 * Prints the environment the site needs to offer 「社内アカウントでサインイン」 against it.
 */
import { idpAccounts, idpRoleClaim, startLocalIdp } from './idp/local-idp';

const port = Number(process.env.IDP_PORT ?? 4400);
const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';
const clientId = process.env.OIDC_CLIENT_ID ?? 'brand-site-dev';
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'local-idp-dev-secret';

const idp = await startLocalIdp({ port, clientId, clientSecret, siteUrl });
console.log(`Local identity provider at ${idp.issuer} (for the site at ${siteUrl}).`);
console.log('Start the site with:');
console.log(
  `  OIDC_ISSUER=${idp.issuer} OIDC_CLIENT_ID=${clientId} OIDC_CLIENT_SECRET=${clientSecret} OIDC_ROLE_CLAIM=${idpRoleClaim} npm start`,
);
console.log('People in its directory:');
for (const a of idpAccounts) console.log(`  ${a.email} / ${a.password}  (${a.role ?? 'no role'})`);
process.on('SIGINT', () => void idp.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void idp.close().then(() => process.exit(0)));
