import { defineConfig } from '@playwright/test';
import { serverNodeFlags } from './server/heap.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The local identity provider (scripts/idp.ts) the editors' company sign-in goes through. */
const idpPort = port + 1300;
const oidc = {
  OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
  OIDC_CLIENT_ID: 'brand-site-e2e',
  OIDC_CLIENT_SECRET: 'e2e-client-secret',
  OIDC_ROLE_CLAIM: 'brand_site_role',
};

/** Stand-ins of the outside parties (scripts/dev-services.ts); the site's Stripe client points at this one. */
const stripePort = port + 1350;
const stripeStandIn = `http://127.0.0.1:${stripePort}`;
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_standin',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin',
  STRIPE_API_URL: stripeStandIn,
  PAYPAL_CLIENT_ID: 'paypal-client-standin',
  PAYPAL_CLIENT_SECRET: 'paypal-secret-standin',
  PAYPAL_API_URL: `http://127.0.0.1:${stripePort + 3}`,
  LIQPAY_PUBLIC_KEY: 'sandbox_i00000000',
  LIQPAY_PRIVATE_KEY: 'sandbox_private_standin',
  LIQPAY_API_URL: `http://127.0.0.1:${stripePort + 4}`,
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'twilio-token-standin',
  TWILIO_VERIFY_SERVICE_SID: `VA${'0'.repeat(32)}`,
  TWILIO_API_URL: `http://127.0.0.1:${stripePort + 5}`,
};

/**
 * The navigation stand-in tests/e2e/navigation-kinds.spec.ts starts (hosted navigation, external
 * HTML, retailers API): the only private address the site's outbound guard may reach (decision 0044).
 */
const navigationStandIn = `127.0.0.1:${port + 1370}`;

/** End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built site. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      // First: the site reads the provider's discovery document when sign-in is first used.
      command: 'node --import tsx scripts/idp.ts',
      url: `http://127.0.0.1:${idpPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { IDP_PORT: String(idpPort), SITE_URL: `http://127.0.0.1:${port}`, ...oidc },
    },
    {
      command: 'node --import tsx scripts/dev-services.ts',
      url: `${stripeStandIn}/endive/stripe.js`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        STRIPE_STANDIN_PORT: String(stripePort),
        CRM_STANDIN_PORT: String(stripePort + 1),
        SMTP_STANDIN_PORT: String(stripePort + 2),
        PAYPAL_STANDIN_PORT: String(stripePort + 3),
        LIQPAY_STANDIN_PORT: String(stripePort + 4),
        SENTRY_STANDIN_PORT: String(stripePort + 6),
        TWILIO_STANDIN_PORT: String(stripePort + 5),
        STRIPE_WEBHOOK_URL: `http://127.0.0.1:${port}/api/webhooks/stripe`,
      },
    },
    {
      command: ['node', ...serverNodeFlags, 'scripts/e2e-server.mjs'].join(' '),
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        ADMIN_API_TOKEN: 'e2e-admin-token-0123456789',
        SCHEDULE_POLL_SECONDS: '1',
        OUTBOUND_ALLOW_PRIVATE_HOSTS: `${navigationStandIn},127.0.0.1:${stripePort + 6},127.0.0.1:${stripePort + 1}`,
        ...oidc,
        ...stripe,
      },
    },
  ],
});
