import { describe, expect, it } from 'vitest';
import { dealersEndpointSchema, parseDealersEndpoint } from './dealers-endpoint';

describe('dealers endpoint', () => {
  it('names our own retailers API, with its query', () => {
    const own = parseDealersEndpoint('/public_api/listing/jp-stock/retailers?q[brand_eq]=land_rover');
    expect(own?.kind).toBe('own');
    expect(own?.kind === 'own' && [own.listingId, own.query.get('q[brand_eq]')]).toEqual(['jp-stock', 'land_rover']);
  });

  it('or another service’s http(s) URL', () => {
    expect(parseDealersEndpoint('https://dealers.example.jp/api/retailers')).toEqual({
      kind: 'remote',
      url: 'https://dealers.example.jp/api/retailers',
    });
  });

  it.each([
    '/public_api/listing/x/vehicle/1',
    '/api/dealers',
    'javascript:alert(1)',
    'https://user:pw@dealers.example.jp/',
    'file:///etc/passwd',
  ])('refuses %s', (value) => {
    expect(parseDealersEndpoint(value)).toBeNull();
    expect(dealersEndpointSchema.safeParse(value).success).toBe(false);
  });

  it('may be empty (none)', () => {
    expect(dealersEndpointSchema.parse('')).toBe('');
  });
});
