import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { fuelLabels, fuelLabelText } from './fuel';

const t = getT('ja');

describe('fuel labels', () => {
  it('labels a range electric, hybrid and petrol in that order, mild hybrids as hybrids', () => {
    expect(fuelLabels(['petrol', 'mhev', 'bev', 'phev', 'mhev']).map((l) => [l.kind, l.fuels])).toEqual([
      ['electric', ['bev']],
      ['hybrid', ['mhev', 'phev']],
      ['petrol', ['petrol']],
    ]);
    expect(fuelLabels([])).toEqual([]);
  });

  it('reads the editor’s text, else ours, saying diesel for a diesel-only combustion range', () => {
    const [electric, hybrid] = fuelLabels(['bev', 'phev']);
    expect(fuelLabelText(electric!, '  EV  ', t)).toBe('EV');
    expect(fuelLabelText(electric!, '', t)).toBe('電気自動車');
    expect(fuelLabelText(hybrid!, undefined, t)).toBe('ハイブリッド');
    expect(fuelLabelText(fuelLabels(['diesel'])[0]!, undefined, t)).toBe('ディーゼル');
    expect(fuelLabelText(fuelLabels(['petrol'])[0]!, undefined, t)).toBe('ガソリン');
    expect(fuelLabelText(fuelLabels(['diesel', 'petrol'])[0]!, ' ', t)).toBe('ガソリン・ディーゼル');
    expect(fuelLabelText(fuelLabels(['diesel'])[0]!, 'ICE', t)).toBe('ICE');
  });
});
