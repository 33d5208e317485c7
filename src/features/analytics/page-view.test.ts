import { describe, expect, it } from 'vitest';
import { pageViewEvent } from './page-view';

describe('page_view event', () => {
  it('carries the spec fields with a lower-cased currency and the consent status', () => {
    expect(pageViewEvent({ category: 'plp', brand: 'land_rover', market: 'jp' }, 'accepted:obligatory')).toEqual({
      event: 'page_view',
      language: 'ja',
      currency: 'jpy',
      brand: 'land_rover',
      consent_status: 'accepted',
      category: 'plp',
      application: 'brand-site',
      market: 'jp',
    });
    expect(pageViewEvent({ category: 'dx_other', brand: 'land_rover', market: 'jp' }, null).consent_status).toBe('pending');
  });
});
