import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCalculator, type CarGroup } from '@/blocks/electric-range-calculator/calculator-view';
import { readRangeData } from '@/blocks/electric-range-calculator/range-data';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { demoPages } from './demo-site';
import { demoRangePage, rangeCalculatorPath } from './demo-range-page';

const reading = readRangeData(
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../public/demo/range/range-data.json'), 'utf8')),
);

describe('the range calculator demo page', () => {
  it('is published at /tools/range-calculator, headed by one h1', () => {
    expect(demoPages.filter((p) => p.path === rangeCalculatorPath)).toEqual([demoRangePage]);
    expect(demoRangePage.status).toBe('published');
    expect(demoRangePage.blocks.filter((b) => b.content.fields.header_tag === 'h1').map((b) => b.content.fields.title)).toEqual([
      '航続距離シミュレーター',
    ]);
  });

  it('offers every engine of the demo range data, on every wheel size it has, with nothing left out', () => {
    const [calculator] = validatePageBlocks(demoRangePage.blocks).filter((b) => b.template_key === 'electric_range_calculator');
    expect(calculator!.content.fields.json_url).toBe('/demo/range/range-data.json');
    if (!reading.ok) throw new Error(reading.problem);
    const view = buildCalculator(calculator!.content.field_groups as unknown as CarGroup[], reading.data);
    expect(view.problems).toEqual([]);
    expect(view.cars.flatMap((c) => c.engines.map((e) => e.key)).sort()).toEqual(Object.keys(reading.data.engines).sort());
    for (const car of view.cars) for (const engine of car.engines) expect(engine.wheels, engine.key).toHaveLength(3);
  });
});
