import { z } from 'zod';
import { tradeInOptions } from '@/features/stock/trade-in-options';
import { getT } from '@/i18n/i18n';
import {
  bookingWindowDays,
  maxMileageKm,
  maxModelChars,
  maxRegistrationNumberChars,
  oldestRegistration,
  timeSlots,
} from './checkout-options';
import { initInput, orderInput, paymentInput, paypalOrderInput } from './order-inputs';
import { maxPacks, metadataKeys } from './order-metadata';
import { vehicleInquiryInput } from './vehicle-inquiry-input';

/**
 * OpenAPI 3.1 paths of the order-online API (site.md §7 Buy online, issue 10), merged into
 * /public_api/openapi.json. Bodies come from the zod schemas the handlers check.
 */
const problem = { $ref: '#/components/responses/Problem' };
const number = { name: 'number', in: 'path', required: true, schema: { type: 'string', pattern: '^R[0-9A-HJKMNP-TV-Z]{8}$' } };
const jsonBody = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
const holder = 'The browser is told apart by its HttpOnly sl_holder cookie, set by init.';

/**
 * The complete's `metadata` and `finance_option` as order-metadata.ts checks them (the options
 * step's rules, with its limits): the zod schema only says "an object", the rules need the offer.
 */
function orderMetadataSchema() {
  const lists = tradeInOptions(getT('en'));
  const values = (options: { value: string }[]) => options.map((o) => o.value);
  return {
    type: 'object',
    default: {},
    additionalProperties: false,
    description: `The options chosen, under the spec's stored-data names (${metadataKeys.join(', ')}; each optional, null for none). Checked by the checkout options step's rules against what the market offers on the hold's journey today (showroom config, Japan time) and stored normalised. Any other key or a refused field is 422, with one error per field: pointer metadata.<key>.<field> and the step's Japanese message.`,
    properties: {
      servicePackData: {
        type: ['array', 'null'],
        maxItems: maxPacks,
        description:
          "Service packs by key (order_online_service_packs of the showroom config's additional entry). The pack stored — name, description, price — is the one offered now, whatever else is sent; a key not offered is 422 at metadata.servicePackData.<index>.",
        items: {
          anyOf: [
            { type: 'string' },
            {
              type: 'object',
              required: ['key'],
              additionalProperties: false,
              properties: {
                key: { type: 'string' },
                name: { description: 'ignored' },
                description: { description: 'ignored' },
                price: { description: 'ignored' },
              },
            },
          ],
        },
      },
      tradeInData: {
        type: ['object', 'null'],
        description: 'The car traded in (site.md §3 Trade-in). 422 when the market has switched the trade-in off.',
        required: ['brand', 'model', 'body_type', 'fuel_type', 'mileage', 'registration_date'],
        additionalProperties: false,
        properties: {
          brand: { enum: values(lists.brands) },
          model: { type: 'string', maxLength: maxModelChars },
          body_type: { enum: values(lists.bodyTypes) },
          fuel_type: { enum: values(lists.fuelTypes) },
          mileage: {
            type: ['integer', 'string'],
            minimum: 0,
            maximum: maxMileageKm,
            description: `km, 0 to ${maxMileageKm}; as a string also typed the Japanese way (「45,000km」); stored as a number`,
          },
          registration_date: {
            type: 'string',
            pattern: '^\\d{4}-\\d{2}$',
            description: `初度登録年月 (YYYY-MM), from ${oldestRegistration} to this month in Japan`,
          },
          registration_number: { type: 'string', maxLength: maxRegistrationNumberChars },
        },
      },
      appBookingData: {
        type: ['object', 'null'],
        description:
          'A visit to the dealer or a delivery home, a wish the dealer confirms; null for none. 422 when the market has switched bookings off.',
        required: ['type', 'date', 'time_slot'],
        additionalProperties: false,
        properties: {
          type: { enum: ['appointment', 'delivery'] },
          date: { type: 'string', format: 'date', description: `from tomorrow to ${bookingWindowDays} days ahead, Japan time` },
          time_slot: { enum: [...timeSlots] },
        },
      },
    },
  };
}

/** The complete's body: the handler's schema, with metadata and finance_option described as they are checked. */
function orderBodySchema(schema: z.core.JSONSchema.BaseSchema) {
  const finance = schema.properties?.finance_option;
  return {
    ...schema,
    properties: {
      ...schema.properties,
      finance_option: {
        ...(typeof finance === 'object' ? finance : {}),
        description: "One of the market's financing_options on the hold's journey (init answers them); another is 422 at finance_option.",
      },
      metadata: orderMetadataSchema(),
    },
  };
}

export function orderingOpenApiPaths() {
  const schema = (s: z.ZodType) => z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' });
  return {
    '/api/buy_online/orders/init': {
      post: {
        summary: `Hold a car for this browser (soft lock). ${holder}`,
        requestBody: jsonBody(schema(initInput)),
        responses: {
          201: {
            description:
              '{ data: { lock_id, vehicle_id, expires_at, hold_minutes, payment_vendor, reservation_fee, currency, financing_options } }',
          },
          200: { description: 'This browser already holds the car: the same hold' },
          404: problem,
          409: problem,
          422: problem,
          429: problem,
        },
      },
    },
    '/api/buy_online/orders': {
      post: {
        summary: `Complete the checkout of the car this browser holds. ${holder}`,
        parameters: [
          { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' } },
        ],
        requestBody: jsonBody(orderBodySchema(schema(orderInput))),
        responses: {
          201: { description: '{ data: Order & { confirmation_url } }' },
          200: { description: 'A retry with the same key and body: the same order' },
          400: problem,
          404: problem,
          409: problem,
          422: problem,
        },
      },
    },
    '/api/buy_online/orders/send_inquiry_email': {
      put: {
        summary:
          "Send the dealer who has a car a visitor's enquiry about it (stored as a lead, mailed from the lead outbox). The server picks the recipients (the car's dealer) and loads the car: `recipients` never adds an address, and of vehicle_data only vehicle_id counts. Rate-limited per client.",
        requestBody: jsonBody(schema(vehicleInquiryInput(getT('en')))),
        responses: {
          202: { description: "{ data: { id, status: 'accepted', vehicle_id } }" },
          403: problem,
          404: problem,
          415: problem,
          422: problem,
          429: problem,
        },
      },
    },
    '/api/buy_online/payment': {
      post: {
        summary: `Start the card deposit (Stripe PaymentIntent, manual capture) of the car this browser holds. Amount, currency and account come from the market's config; values sent must agree. ${holder}`,
        requestBody: jsonBody(schema(paymentInput)),
        responses: {
          200: {
            description:
              '{ data: { payment_intent_id, client_secret, publishable_key, stripe_account_id, amount, currency, capture_method, status, vehicle_id, lock_id } }',
          },
          404: problem,
          409: problem,
          422: problem,
          503: problem,
        },
      },
    },
    '/api/buy_online/paypal/create_order': {
      post: {
        summary: `Create the PayPal order (intent AUTHORIZE) of the car this browser holds; the amount comes from the market's config. ${holder}`,
        requestBody: jsonBody(schema(paypalOrderInput)),
        responses: {
          200: { description: '{ id, data: { paypal_order_id, amount, currency, status, vehicle_id, lock_id } }' },
          404: problem,
          409: problem,
          422: problem,
          503: problem,
        },
      },
    },
    '/api/buy_online/liqpay/checkout_data': {
      get: {
        summary: `LiqPay's checkout form (action hold) for the car this browser holds: post data and signature to checkout_url. ${holder}`,
        parameters: [{ name: 'vehicle_id', in: 'query', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: { description: '{ data: { data, signature, checkout_url, liqpay_order_id, amount, currency } }' },
          400: problem,
          404: problem,
          409: problem,
          503: problem,
        },
      },
    },
    '/api/buy_online/liqpay/callback': {
      post: {
        summary: "LiqPay's server callback (form fields data and signature, base64(SHA-1(private_key + data + private_key)))",
        responses: { 200: { description: '{ received: true, duplicate }' }, 400: problem, 503: problem },
      },
    },
    '/api/twilio/create_verification': {
      post: {
        summary: 'Send a verification code by SMS (Twilio Verify) to a phone number (rate-limited per number and client)',
        requestBody: jsonBody({ type: 'object', required: ['phone_number'], properties: { phone_number: { type: 'string' } } }),
        responses: { 201: { description: "{ data: { to, status: 'pending' } }" }, 422: problem, 429: problem, 503: problem },
      },
    },
    '/api/twilio/check_verification': {
      post: {
        summary: `Check the code; when right, this browser's checkout counts the number as confirmed. ${holder}`,
        requestBody: jsonBody({
          type: 'object',
          required: ['phone_number', 'code'],
          properties: { phone_number: { type: 'string' }, code: { type: 'string' } },
        }),
        responses: { 200: { description: "{ data: { to, status: 'approved', valid: true } }" }, 422: problem, 429: problem, 503: problem },
      },
    },
    '/api/buy_online/orders/{number}/confirm': {
      put: {
        summary: 'The dealer takes the order (orders.manage); a card deposit is captured',
        security: [{ bearer: [] }],
        parameters: [number],
        responses: { 200: { description: '{ data: Order }' }, 401: problem, 403: problem, 404: problem, 409: problem },
      },
    },
    '/api/webhooks/stripe': {
      post: {
        summary: 'Stripe events (signed with Stripe-Signature over the raw body; replays and stale timestamps refused)',
        responses: { 200: { description: '{ received: true, id, duplicate }' }, 400: problem, 503: problem },
      },
    },
    '/api/buy_online/orders/{number}': {
      get: {
        summary: "An order for its owner (the confirmation link's token) or staff with orders.read",
        parameters: [number, { name: 'token', in: 'query', schema: { type: 'string' } }],
        responses: { 200: { description: '{ data: Order }' }, 404: problem },
      },
    },
    '/api/orders/{number}': {
      get: {
        summary: 'An order (orders.read)',
        security: [{ bearer: [] }],
        parameters: [number],
        responses: { 200: { description: '{ data: Order }' }, 401: problem, 403: problem, 404: problem },
      },
    },
  };
}
