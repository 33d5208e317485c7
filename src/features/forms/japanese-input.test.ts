import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKatakanaName, normaliseHyphens, normalisePostcode, parsePhone, phoneCountries, toKatakana } from './japanese-input';

describe('toKatakana', () => {
  it.each([
    ['やまだ', 'ヤマダ'],
    ['ﾔﾏﾀﾞ', 'ヤマダ'],
    ['ｻﾄｳ　ﾀﾛｳ', 'サトウ\u3000タロウ'],
    ['  さとう   たろう ', 'サトウ\u3000タロウ'],
    ['ゆうこ', 'ユウコ'],
    ['ローバー', 'ローバー'],
    ['いすゞ', 'イスヾ'],
  ])('%s → %s', (input, output) => {
    expect(toKatakana(input)).toBe(output);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => toKatakana(toKatakana(s)) === toKatakana(s)));
  });
});

describe('isKatakanaName', () => {
  it.each([
    ['ヤマダ', true],
    ['ヤマダ\u3000タロウ', true],
    ['マリー・アントワネット', true],
    ['ローバー', true],
    ['山田', false],
    ['Yamada', false],
    ['やまだ', false],
    ['', false],
    ['\u3000', false],
  ])('%j → %s', (input, ok) => {
    expect(isKatakanaName(input)).toBe(ok);
  });
});

describe('parsePhone', () => {
  it.each([
    ['03-1234-5678', '+81312345678', '03-1234-5678'],
    ['０３ー１２３４ー５６７８', '+81312345678', '03-1234-5678'],
    ['090-1234-5678', '+819012345678', '090-1234-5678'],
    ['08012345678', '+818012345678', '080-1234-5678'],
    ['070 1234 5678', '+817012345678', '070-1234-5678'],
    ['0120-123-456', '+81120123456', '0120-123-456'],
    ['050-1234-5678', '+815012345678', '050-1234-5678'],
    ['0570-012-345', '+81570012345', '0570-012-345'],
    ['(03) 1234.5678', '+81312345678', '03-1234-5678'],
  ])('%s is stored as %s and shown as %s', (input, e164, national) => {
    expect(parsePhone(input)).toEqual({ ok: true, e164, national });
  });

  it('reads an international number whatever the country chosen', () => {
    expect(parsePhone('+44 20 7946 0958', 'JP')).toMatchObject({ ok: true, e164: '+442079460958' });
    expect(parsePhone('020 7946 0958', 'GB')).toMatchObject({ ok: true, e164: '+442079460958' });
  });

  it.each([
    ['1234', 'invalid'],
    ['090-1234-567', 'invalid'],
    ['abc', 'invalid'],
    ['', 'empty'],
    ['   ', 'empty'],
  ])('refuses %j (%s)', (input, reason) => {
    expect(parsePhone(input)).toEqual({ ok: false, reason });
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof parsePhone(s).ok === 'boolean'));
  });
});

describe('normalisePostcode', () => {
  it.each([
    ['1070062', '107-0062'],
    ['107-0062', '107-0062'],
    ['１０７－００６２', '107-0062'],
    ['〒107-0062', '107-0062'],
    ['107ー0062', '107-0062'],
    [' 107 0062 ', '107-0062'],
  ])('%s → %s', (input, output) => {
    expect(normalisePostcode(input)).toBe(output);
  });

  it.each(['107006', '10700621', '107-006a', ''])('refuses %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('normaliseHyphens', () => {
  it('maps every look-alike to "-"', () => {
    expect(normaliseHyphens('‐‑‒–—―−ーｰ－')).toBe('----------');
  });
});

describe('phoneCountries', () => {
  it('puts Japan first, then sorts by the Japanese name', () => {
    const list = phoneCountries('ja');
    expect(list[0]).toEqual({ code: 'JP', name: '日本', callingCode: '81' });
    expect(list.length).toBeGreaterThan(200);
    const rest = list.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'ja')));
    expect(list.find((c) => c.code === 'US')).toMatchObject({ name: 'アメリカ合衆国', callingCode: '1' });
  });
});
