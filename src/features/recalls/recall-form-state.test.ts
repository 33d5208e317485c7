import { describe, expect, it } from 'vitest';
import { formValues, maxVehicleListBytes, vehicleListText } from './recall-form-state';

const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

describe('the recall admin forms', () => {
  it('takes a chosen CSV file over the text area, and the text area otherwise', async () => {
    const file = new File(['SALEA7AN4R2104815\n'], 'vins.csv', { type: 'text/csv' });
    expect(await vehicleListText(form({ vins: 'typed', file }))).toEqual({ ok: true, text: 'SALEA7AN4R2104815\n', typed: 'typed' });
    expect(await vehicleListText(form({ vins: 'typed', file: new File([], 'empty.csv') }))).toEqual({
      ok: true,
      text: 'typed',
      typed: 'typed',
    });
  });

  it('says when nothing was sent, or too much', async () => {
    expect(await vehicleListText(form({ vins: '  \n' }))).toEqual({ ok: false, reason: 'empty', typed: '  \n' });
    const big = new File(['x'.repeat(maxVehicleListBytes + 1)], 'big.csv');
    expect(await vehicleListText(form({ file: big }))).toMatchObject({ ok: false, reason: 'too_large' });
    // Bytes, not characters: Japanese text is three bytes a character.
    expect(await vehicleListText(form({ vins: '済'.repeat(maxVehicleListBytes / 3 + 1) }))).toMatchObject({
      ok: false,
      reason: 'too_large',
    });
  });

  it('keeps what was typed in each field', () => {
    expect(formValues(form({ code: '外-1', title: 'x' }), ['code', 'title', 'remedy'])).toEqual({ code: '外-1', title: 'x', remedy: '' });
  });
});
