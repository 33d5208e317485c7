import { describe, expect, it } from 'vitest';
import { pageKindOfBlocks } from './page-kind';
import { pageViewEvent } from './page-view';

const context = { category: 'plp', brand: 'land_rover', market: 'jp' } as const;

describe('page_view event', () => {
  it('carries the spec fields with a lower-cased currency and the consent status', () => {
    expect(pageViewEvent(context, { status: 'accepted', scopes: ['obligatory'] }, { path: '/stock', campaign: null })).toEqual({
      event: 'page_view',
      language: 'ja',
      currency: 'jpy',
      brand: 'land_rover',
      consent_status: 'accepted',
      category: 'plp',
      application: 'brand-site',
      market: 'jp',
      page_path: '/stock',
    });
    expect(pageViewEvent(context, { status: 'pending', scopes: [] }, { path: '/', campaign: null }).consent_status).toBe('pending');
  });

  it('carries the campaign when there is one', () => {
    const event = pageViewEvent(context, { status: 'accepted', scopes: ['marketing'] }, { path: '/', campaign: { utm_source: 'google' } });
    expect(event.campaign).toEqual({ utm_source: 'google' });
  });
});

describe('pageKindOfBlocks', () => {
  it('is plp for a page with a stock locator search block (site.md §2)', () => {
    expect(pageKindOfBlocks(['hero_banner', 'stock_locator'])).toBe('plp');
    expect(pageKindOfBlocks(['stock_locator_overseas'])).toBe('plp');
  });

  it('is dx_other for anything else, though its blocks render from the query', () => {
    expect(pageKindOfBlocks([])).toBe('dx_other');
    expect(pageKindOfBlocks(['hero_banner', 'stock_locator_carousel'])).toBe('dx_other');
    expect(pageKindOfBlocks(['reservation_flow'])).toBe('dx_other');
    expect(pageKindOfBlocks(['cancellation_flow'])).toBe('dx_other');
  });
});
