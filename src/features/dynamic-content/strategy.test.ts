import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseValue, readStrategy, strategyKeyOf } from './strategy';

/** Model-name-like words: letters and digits, joined by single spaces. */
const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const words = fc.array(word, { minLength: 1, maxLength: 4 });
/** The same text with each letter's case chosen at random. */
const recased = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

describe('normaliseValue (site.md §5: case-insensitive, spaces turned into underscores)', () => {
  it('gives the same value whatever the case and whether words are joined by spaces or underscores', () => {
    fc.assert(
      fc.property(
        words.chain((ws) => fc.tuple(fc.constant(ws), recased(ws.join(' ')))),
        ([ws, spaced]) => normaliseValue(spaced) === normaliseValue(ws.join('_')),
      ),
    );
  });

  it('is idempotent and keeps values apart that differ in more than case and spacing', () => {
    fc.assert(fc.property(fc.string(), (text) => normaliseValue(normaliseValue(text)) === normaliseValue(text)));
    fc.assert(
      fc.property(words, words, (a, b) => {
        const same = a.join('_').toLowerCase() === b.join('_').toLowerCase();
        return (normaliseValue(a.join(' ')) === normaliseValue(b.join(' '))) === same;
      }),
    );
  });

  it('reads what a Japanese keyboard types like ASCII, and ignores stray spaces at the ends', () => {
    expect(normaliseValue('Range Rover Sport')).toBe('range_rover_sport');
    expect(normaliseValue('ＤＥＦＥＮＤＥＲ\u3000１１０')).toBe('defender_110');
    expect(normaliseValue(' Defender 110 ')).toBe('defender_110');
    expect(normaliseValue('Range  Rover')).toBe('range__rover');
  });
});

describe('strategyKeyOf', () => {
  it('names the four strategies however they are spelled', () => {
    expect(strategyKeyOf('REFFINE_SL')).toBe('reffine_sl');
    expect(strategyKeyOf('Model list')).toBe('model_list');
    expect(strategyKeyOf('offers')).toBe('offers');
    expect(strategyKeyOf('External')).toBe('external');
    expect(strategyKeyOf('weather')).toBeNull();
  });
});

describe('readStrategy', () => {
  it('means show when there is no strategy, or its key or value is missing (site.md §5)', () => {
    for (const raw of [
      undefined,
      null,
      {},
      { value: 'Defender' },
      { key: 'model_list' },
      { key: '  ', value: 'Defender' },
      { key: 'model_list', value: '' },
      { key: 'model_list', value: [] },
      { key: 'offers', value: {} },
      { fallback: 'hide' },
    ]) {
      expect(readStrategy(raw), JSON.stringify(raw)).toEqual({ kind: 'none' });
    }
  });

  it('reads a strategy with its value and fallback', () => {
    expect(readStrategy({ key: 'REFFINE_SL', value: ['Defender 110', 'Defender 90'], fallback: 'show' })).toEqual({
      kind: 'strategy',
      key: 'reffine_sl',
      value: ['Defender 110', 'Defender 90'],
      fallback: 'show',
    });
    expect(readStrategy({ key: 'offers', value: { car_model_key: 'defender_110', apr: 1.9 } })).toMatchObject({
      kind: 'strategy',
      key: 'offers',
      value: { car_model_key: 'defender_110', apr: 1.9 },
    });
  });

  it('finds what does not fit: a shape it cannot read, an unknown strategy, fields for a model-name strategy', () => {
    expect(readStrategy('{"key": "offers"')).toMatchObject({ kind: 'invalid' });
    expect(readStrategy({ key: 'offers', value: 42 })).toMatchObject({ kind: 'invalid', problem: expect.stringContaining('value') });
    expect(readStrategy({ key: 'weather', value: 'sunny' })).toEqual({
      kind: 'invalid',
      problem: 'unknown strategy "weather" (model_list, offers, external, reffine_sl)',
    });
    expect(readStrategy({ key: 'model_list', value: { model: 'Defender' } })).toEqual({
      kind: 'invalid',
      problem: 'the model_list strategy takes a model name or a list of them as its value',
    });
  });
});
