import { describe, expect, it } from 'vitest';
import { orderingOpenApiPaths } from './openapi';

describe('the order-online OpenAPI paths', () => {
  const paths = orderingOpenApiPaths();

  it('documents every order-online route', () => {
    expect(Object.keys(paths).sort()).toEqual([
      '/api/buy_online/liqpay/callback',
      '/api/buy_online/liqpay/checkout_data',
      '/api/buy_online/orders',
      '/api/buy_online/orders/init',
      '/api/buy_online/orders/send_inquiry_email',
      '/api/buy_online/orders/{number}',
      '/api/buy_online/orders/{number}/confirm',
      '/api/buy_online/payment',
      '/api/buy_online/paypal/create_order',
      '/api/orders/{number}',
      '/api/twilio/check_verification',
      '/api/twilio/create_verification',
      '/api/webhooks/stripe',
    ]);
  });

  it('takes its bodies from the handlers’ schemas, with the Idempotency-Key required', () => {
    const complete = paths['/api/buy_online/orders'].post;
    const body = complete.requestBody.content['application/json'].schema as { required: string[]; properties: Record<string, unknown> };
    expect(body.required).toEqual(expect.arrayContaining(['lock_id', 'vehicle_id', 'attributes', 'terms_accepted']));
    expect(body.properties.terms_accepted).toEqual({ type: 'boolean', const: true });
    expect(complete.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
    const init = paths['/api/buy_online/orders/init'].post.requestBody.content['application/json'].schema as { required: string[] };
    expect(init.required).toEqual(['vehicle_id']);
    const payment = paths['/api/buy_online/payment'].post.requestBody.content['application/json'].schema as { required: string[] };
    expect(payment.required).toEqual(['vehicle_id']);
    const inquiry = paths['/api/buy_online/orders/send_inquiry_email'].put.requestBody.content['application/json'].schema as {
      required: string[];
      properties: { customer_data: { required: string[] } };
    };
    expect(inquiry.required).toEqual(['customer_data', 'vehicle_data']);
    expect(inquiry.properties.customer_data.required).toEqual(['name', 'email', 'privacy_consent']);
  });
});
