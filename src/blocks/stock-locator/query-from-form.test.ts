import { describe, expect, it } from 'vitest';
import { queryFromForm, type FormLimits } from './query-from-form';

/** A submitted filter form, as the browser's FormData holds it. */
function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
}

const limits: FormLimits = {
  optionCounts: { brands: 2, states: 3, colors: 1 },
  bounds: { mileage: { min: 0, max: 120_000 }, production_year: { min: 2017, max: 2026 } },
};

describe('queryFromForm (site.md §5: the URL holds only what narrows the search)', () => {
  it('leaves out full groups, untouched slider ends, empty fields and the default sort; keeps area and budget', () => {
    const query = queryFromForm(
      form([
        ['sort', 'createdAtDesc'],
        ['filter[nameplate_brand_name_in][]', 'land_rover'],
        ['filter[nameplate_brand_name_in][]', 'jaguar'],
        ['filter[state_in][]', 'new'],
        ['filter[state_in][]', 'used'],
        ['filter[mileage_gteq]', '0'],
        ['filter[mileage_lteq]', '50000'],
        ['filter[production_year_gteq]', '2017'],
        ['filter[production_year_lteq]', '2026'],
        ['filter[color_canonical_in][]', ''],
        ['_postcode', '107-0062'],
        ['_budget', '50000'],
        ['_term', '48'],
      ]),
      limits,
    );
    expect([...query]).toEqual([
      ['filter[state_in][]', 'new'],
      ['filter[state_in][]', 'used'],
      ['filter[mileage_lteq]', '50000'],
      ['_postcode', '107-0062'],
      ['_budget', '50000'],
      ['_term', '48'],
    ]);
  });

  it('keeps the only option of a one-value group, another sort and both moved slider ends', () => {
    const query = queryFromForm(
      form([
        ['sort', 'priceAsc'],
        ['filter[color_canonical_in][]', 'white'],
        ['filter[production_year_gteq]', '2019'],
        ['filter[production_year_lteq]', '2024'],
      ]),
      limits,
    );
    expect(query.toString()).toBe(
      'filter%5Bcolor_canonical_in%5D%5B%5D=white&filter%5Bproduction_year_gteq%5D=2019&filter%5Bproduction_year_lteq%5D=2024&sort=priceAsc',
    );
  });

  it('drops values that do not parse', () => {
    const query = queryFromForm(
      form([
        ['sort', 'nope'],
        ['filter[mileage_lteq]', 'abc'],
        ['filter[state_in][]', '<script>'],
      ]),
      limits,
    );
    expect(query.toString()).toBe('');
  });
});
