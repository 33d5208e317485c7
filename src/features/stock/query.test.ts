import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/app-error';
import { parseStockQuery } from './query';

const parse = (qs: string) => parseStockQuery(new URLSearchParams(qs));

describe('parseStockQuery', () => {
  it('has defaults: first page, 12 items, newest first', () => {
    expect(parse('')).toMatchObject({ page: 1, items: 12, sort: 'createdAtDesc', checkbox: {}, ranges: {} });
  });

  it('maps filter parameters to the spec filter keys, in both list styles', () => {
    const q = parse('filter[state_in][]=used&filter[state_in][]=approved&filter[engine_type_includes]=phev,diesel&filter[owner_id_in]=3');
    expect(q.checkbox).toEqual({ states: ['used', 'approved'], engine_types: ['phev', 'diesel'], dealers: ['3'] });
  });

  it('reads ranges, equality filters, forced values, sort and paging', () => {
    const q = parse('filter[mileage_lteq]=30000&filter[display_price_gteq]=5000000&filter[nameplate_model_group_eq]=defender_family&forced_statuses=stock,demo&sort=priceAsc&page=3&items=6');
    expect(q.ranges).toEqual({ mileage: { lteq: 30000 }, display_price: { gteq: 5000000 } });
    expect(q).toMatchObject({ modelGroup: 'defender_family', forcedStatuses: ['stock', 'demo'], sort: 'priceAsc', page: 3, items: 6 });
  });

  it.each([
    ['items=13', 'items'],
    ['items=0', 'items'],
    ['page=0', 'page'],
    ['sort=cheapest', 'sort'],
    ['filter[mileage_lteq]=lots', 'filter[mileage_lteq]'],
    ['filter[power_gteq]=500&filter[power_lteq]=100', 'filter[power_gteq]'],
    ['filter[owner_id_in]=abc', 'filter[owner_id_in]'],
    ['filter[state_in]=<script>', 'filter[state_in]'],
  ])('%s is a 400 naming %s', (qs, pointer) => {
    try {
      parse(qs);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect((e as AppError).status).toBe(400);
      expect((e as AppError).errors.map((x) => x.pointer)).toContain(pointer);
    }
  });

  it('ignores unknown parameters', () => {
    expect(parse('utm_source=x&foo[bar]=1').page).toBe(1);
  });

  it('never throws anything but a 400 AppError, whatever the input (property)', () => {
    const keys = ['items', 'page', 'sort', 'filter[state_in]', 'filter[state_in][]', 'filter[mileage_gteq]', 'filter[mileage_lteq]', 'filter[owner_id_in]', 'forced_statuses', 'filter[nameplate_model_group_eq]', 'x'];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 40 })), { maxLength: 12 }), (pairs) => {
        try {
          parseStockQuery(new URLSearchParams(pairs));
        } catch (e) {
          if (!(e instanceof AppError) || e.status !== 400 || !e.errors.length) throw e;
        }
      }),
      { numRuns: 2000 },
    );
  });
});
