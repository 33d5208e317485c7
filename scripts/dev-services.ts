/**
 * `npm run dev:services` — the outside parties of the site as local stand-ins speaking their
 * documented HTTP contracts (issue 10 item 8): Stripe (API, webhooks signed to the site, and the
 * Stripe.js / Payment Element the browser loads), PayPal (REST v2, JS SDK, approval window),
 * LiqPay (checkout page, signed callbacks, server API), Twilio Verify, the CRM's Lead API and an
 * SMTP server, the currency and offers sources of settings (decision 0044), and Sentry's
 * envelope endpoint for error reports (decision 0047). The test
 * runner starts the same ones (playwright.config.ts). It prints the environment that points the
 * site at them; stop with Ctrl-C.
 *
 * Ports: STRIPE_STANDIN_PORT (12111), CRM_STANDIN_PORT (12112), PAYPAL_STANDIN_PORT (12113),
 * LIQPAY_STANDIN_PORT (12114), TWILIO_STANDIN_PORT (12115), CURRENCY_OFFERS_STANDIN_PORT (12116),
 * SENTRY_STANDIN_PORT (12117), SMTP_STANDIN_PORT (12125).
 * Webhooks go to STRIPE_WEBHOOK_URL (default: the site on PORT or 3000).
 */
import { startCrmStandIn } from '../tests/fixtures/crm-standin';
import { startCurrencyOffersStandIn } from '../tests/fixtures/currency-offers-standin';
import { startLiqpayStandIn } from '../tests/fixtures/liqpay-standin';
import { startPayPalStandIn } from '../tests/fixtures/paypal-standin';
import { startSentryStandIn } from '../tests/fixtures/sentry-standin';
import { startSmtpStandIn } from '../tests/fixtures/smtp-standin';
import { startStripeStandIn } from '../tests/fixtures/stripe-standin';
import { startTwilioStandIn } from '../tests/fixtures/twilio-standin';

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const site = process.env.SITE_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const stripe = await startStripeStandIn({
  port: port('STRIPE_STANDIN_PORT', 12111),
  webhookUrl: process.env.STRIPE_WEBHOOK_URL ?? `${site}/api/webhooks/stripe`,
});
const crm = await startCrmStandIn({ port: port('CRM_STANDIN_PORT', 12112) });
const smtp = await startSmtpStandIn({ port: port('SMTP_STANDIN_PORT', 12125) });
const paypal = await startPayPalStandIn({ port: port('PAYPAL_STANDIN_PORT', 12113) });
const liqpay = await startLiqpayStandIn({ port: port('LIQPAY_STANDIN_PORT', 12114) });
const twilio = await startTwilioStandIn({ port: port('TWILIO_STANDIN_PORT', 12115) });
const currencyOffers = await startCurrencyOffersStandIn({ port: port('CURRENCY_OFFERS_STANDIN_PORT', 12116) });
const sentry = await startSentryStandIn({ port: port('SENTRY_STANDIN_PORT', 12117) });

console.log(`Stand-ins are running. Start the site with:

STRIPE_SECRET_KEY=sk_test_standin
STRIPE_PUBLISHABLE_KEY=pk_test_standin
STRIPE_WEBHOOK_SECRET=whsec_standin
STRIPE_API_URL=${stripe.url}
PAYPAL_CLIENT_ID=paypal-client-standin
PAYPAL_CLIENT_SECRET=paypal-secret-standin
PAYPAL_API_URL=${paypal.url}
LIQPAY_PUBLIC_KEY=sandbox_i00000000
LIQPAY_PRIVATE_KEY=sandbox_private_standin
LIQPAY_API_URL=${liqpay.url}
TWILIO_ACCOUNT_SID=AC${'0'.repeat(32)}
TWILIO_AUTH_TOKEN=twilio-token-standin
TWILIO_VERIFY_SERVICE_SID=VA${'0'.repeat(32)}
TWILIO_API_URL=${twilio.url}        # the last code sent to a number: ${twilio.url}/__standin/last_code?to=+81…
LEAD_API_TOKEN=crm-test-token        # and setting leads.api_base_url = ${crm.url}
SMTP_URL=${smtp.url}
OUTBOUND_ALLOW_PRIVATE_HOSTS=127.0.0.1:${currencyOffers.port},127.0.0.1:${sentry.port},${new URL(crm.url).host}        # and settings outbound.allowed_hosts = ["127.0.0.1"], currency.api_url = ${currencyOffers.url}, mena.offers_api_url = ${currencyOffers.url}/offers
DYNAMIC_CONTENT_API_KEY=${currencyOffers.externalApiKey}        # and settings dynamic_content.model_list_url = ${currencyOffers.url}/model-list, dynamic_content.external_api_url = ${currencyOffers.url}/external/models, dynamic_content.reffine_sl.api_base_url = ${currencyOffers.url}, dynamic_content.reffine_sl.lists_to_check = ${JSON.stringify(Object.keys(currencyOffers.dynamicContentLists))}
# error reports: setting tags.error_reporting_dsn = ${sentry.dsn} (events received: ${sentry.url}/__standin/events)

Stripe.js is served at ${stripe.url}/endive/stripe.js and PayPal's JS SDK at ${paypal.url}/sdk/js; browsers
reach them only through request routing (as the Playwright tests do), since the site loads them from
https://js.stripe.com and https://www.paypal.com.`);

const stop = async () => {
  await Promise.all([
    stripe.close(),
    crm.close(),
    smtp.close(),
    paypal.close(),
    liqpay.close(),
    twilio.close(),
    currencyOffers.close(),
    sentry.close(),
  ]);
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
