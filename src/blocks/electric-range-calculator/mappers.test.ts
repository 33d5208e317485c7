import { describe, expect, it } from 'vitest';
import { parseEngineMapper, parseWheelSizeMapper } from './mappers';

describe('parseWheelSizeMapper', () => {
  it('reads the spec’s form, letter to inch: a)=19, b)=20, c)=21', () => {
    expect(parseWheelSizeMapper('a)=19, b)=20, c)=21')).toEqual({
      wheels: [
        { code: 'a', inch: 19 },
        { code: 'b', inch: 20 },
        { code: 'c', inch: 21 },
      ],
      problems: [],
    });
  });

  it('takes new lines, spaces, capitals, a missing ), inch marks and full-width characters', () => {
    expect(parseWheelSizeMapper('A = 18"\nb=20インチ\nｃ）＝２２').wheels).toEqual([
      { code: 'a', inch: 18 },
      { code: 'b', inch: 20 },
      { code: 'c', inch: 22 },
    ]);
    expect(parseWheelSizeMapper(' , \n')).toEqual({ wheels: [], problems: [] });
    expect(parseWheelSizeMapper(undefined)).toEqual({ wheels: [], problems: [] });
  });

  it('names each entry it cannot use, keeping the others', () => {
    const { wheels, problems } = parseWheelSizeMapper('a)=19, ab)=20, b=, c)=30, a)=21, d)=11, e)=12, f)=26, g)=27');
    expect(wheels).toEqual([
      { code: 'a', inch: 19 },
      { code: 'e', inch: 12 },
      { code: 'f', inch: 26 },
    ]);
    expect(problems).toEqual([
      { kind: 'syntax', entry: 'ab)=20' },
      { kind: 'syntax', entry: 'b=' },
      { kind: 'inch', entry: 'c)=30' },
      { kind: 'duplicate', entry: 'a)=21' },
      { kind: 'inch', entry: 'd)=11' },
      { kind: 'inch', entry: 'g)=27' },
    ]);
  });
});

describe('parseEngineMapper', () => {
  it('reads data keys with the names visitors see, in order; without a name the data file’s', () => {
    expect(parseEngineMapper('range_rover_p440e=P440e\nrange_rover_p510e = P510e AUTOBIOGRAPHY, i-pace_ev400')).toEqual({
      engines: [
        { key: 'range_rover_p440e', label: 'P440e' },
        { key: 'range_rover_p510e', label: 'P510e AUTOBIOGRAPHY' },
        { key: 'i-pace_ev400', label: null },
      ],
      problems: [],
    });
  });

  it('keeps = inside a name, and reads keys in lower case', () => {
    expect(parseEngineMapper('RANGE_ROVER_P440E=P440e=PHEV').engines).toEqual([{ key: 'range_rover_p440e', label: 'P440e=PHEV' }]);
  });

  it('names the entries it cannot use: a key that is no key, an empty or too long name, a key twice', () => {
    const long = 'x'.repeat(61);
    const { engines, problems } = parseEngineMapper(`レンジローバー=P440e, a b=c, k=, k2=${long}, ok=OK, ok=again, k3=${'y'.repeat(60)}`);
    expect(engines).toEqual([
      { key: 'ok', label: 'OK' },
      { key: 'k3', label: 'y'.repeat(60) },
    ]);
    expect(problems).toEqual([
      { kind: 'syntax', entry: 'レンジローバー=P440e' },
      { kind: 'syntax', entry: 'a b=c' },
      { kind: 'syntax', entry: 'k=' },
      { kind: 'syntax', entry: `k2=${long}` },
      { kind: 'duplicate', entry: 'ok=again' },
    ]);
  });
});
