import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVehicleId, normaliseVehicleId, vehicleIdProblemKey } from './vin';

describe('checkVehicleId', () => {
  it('accepts a 17-character VIN as printed, typed in lower case, in full-width or with spaces', () => {
    for (const typed of [
      'SALGA2BE0LA123456',
      'salga2be0la123456',
      'ＳＡＬＧＡ２ＢＥ０ＬＡ１２３４５６',
      ' SALG A2BE 0LA1 23456 ',
      'SALGA2BE0LA123456\n',
    ]) {
      expect(checkVehicleId(typed), typed).toEqual({ ok: true, id: 'SALGA2BE0LA123456', kind: 'vin' });
    }
  });

  it('accepts a VIN typed in hyphenated groups as the VIN', () => {
    expect(checkVehicleId('SALGA-2BE0L-A123456')).toEqual({ ok: true, id: 'SALGA2BE0LA123456', kind: 'vin' });
  });

  it('does not enforce the North American check digit: a VIN whose 9th character does not compute is still checked', () => {
    // The ISO 3779 weighted sum of this VIN gives 1, not the 0 in its 9th place.
    expect(checkVehicleId('SALGA2BE0LA123457')).toMatchObject({ ok: true, kind: 'vin' });
  });

  it('accepts a Japanese frame number (車台番号) with any hyphen look-alike an IME gives', () => {
    for (const typed of ['ZVW30-1234567', 'zvw30ー1234567', 'ＺＶＷ３０－１２３４５６７', 'ZVW30‐1234567', 'ZVW30 − 1234567']) {
      expect(checkVehicleId(typed), typed).toEqual({ ok: true, id: 'ZVW30-1234567', kind: 'frame' });
    }
  });

  it('says the field is empty when only spaces were typed', () => {
    expect(checkVehicleId('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkVehicleId(' 　 ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('says how many characters a VIN of the wrong length has', () => {
    expect(checkVehicleId('SALGA2BE0LA12345')).toEqual({ ok: false, problem: 'length', length: 16 });
    expect(checkVehicleId('SALGA2BE0LA1234567')).toEqual({ ok: false, problem: 'length', length: 18 });
  });

  it('points at I, O and Q, which a VIN never has (they read as 1 and 0)', () => {
    for (const typed of ['SALGA2BE0LA12345I', 'SALGA2BEOLA123456', 'QALGA2BE0LA123456']) {
      expect(checkVehicleId(typed), typed).toEqual({ ok: false, problem: 'letters_ioq' });
    }
  });

  it('refuses other characters, and input far longer than any identifier', () => {
    expect(checkVehicleId('SALGA2BE0LA12345*')).toEqual({ ok: false, problem: 'characters' });
    expect(checkVehicleId('車台番号SALGA2BE0')).toEqual({ ok: false, problem: 'characters' });
    expect(checkVehicleId('A'.repeat(65))).toEqual({ ok: false, problem: 'characters' });
  });

  it('asks for the model code, a hyphen and the serial when a hyphenated number is neither format', () => {
    expect(checkVehicleId('ZVW30-12')).toEqual({ ok: false, problem: 'frame_format' });
    expect(checkVehicleId('Z-1234567')).toEqual({ ok: false, problem: 'frame_format' });
    expect(checkVehicleId('ZVW30-1234567-1')).toEqual({ ok: false, problem: 'frame_format' });
  });

  it('gives every accepted identifier in its stored form: checking it again changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const first = checkVehicleId(typed);
        if (!first.ok) return;
        expect(first.id).toBe(normaliseVehicleId(first.id));
        expect(checkVehicleId(first.id)).toEqual(first);
        expect(first.id).toMatch(first.kind === 'vin' ? /^[A-HJ-NPR-Z0-9]{17}$/ : /^[A-Z0-9]{2,8}-\d{4,8}$/);
      }),
    );
  });

  it('names its problems under the checker’s translations', () => {
    expect(vehicleIdProblemKey('letters_ioq')).toBe('owner_tools.vin_checker.errors.letters_ioq');
  });
});
