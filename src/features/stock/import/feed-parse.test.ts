import { afterEach, describe, expect, it } from 'vitest';
import { feedColumns } from './feed-columns';
import { parseFeed } from './feed-parse';

const header = 'vin,dealer_code,state,status,nameplate_brand_name,nameplate_name,nameplate_model_group,model_display_name,msrp_price';
const good = 'SALGA2AE5MA654321,JP002,new,stock,land_rover,range_rover,range_rover_family,レンジローバー,21500000';
const jsonRow = {
  vin: 'SALGA2AE5MA654321',
  dealer_code: 'JP002',
  state: 'new',
  status: 'stock',
  nameplate_brand_name: 'land_rover',
  nameplate_name: 'range_rover',
  nameplate_model_group: 'range_rover_family',
  model_display_name: 'レンジローバー',
  msrp_price: 21500000,
};
const at = (problems: { row: number; field: string }[]) => problems.map((p) => `${p.row}:${p.field}`);

afterEach(() => {
  // A feed must never reach Object.prototype: nothing may leak into the next test either.
  expect(({} as Record<string, unknown>).status).toBeUndefined();
});

describe('feed columns', () => {
  it('are the feed row fields, dotted for nested objects, with their kind', () => {
    expect(feedColumns.get('msrp_price')).toBe('number');
    expect(feedColumns.get('japan_used_and_approved_cars_field.repair_record')).toBe('boolean');
    expect(feedColumns.get('japan_used_and_approved_cars_field.recycling_fee')).toBe('json');
    expect(feedColumns.get('japan_used_and_approved_cars_field.recycling_fee.status')).toBe('text');
    expect(feedColumns.get('engine_type')).toBe('list');
    expect(feedColumns.get('photos')).toBe('json');
    expect(feedColumns.get('config_url')).toBe('text');
    expect([...feedColumns.keys()].filter((k) => /__proto__|constructor|prototype/.test(k))).toEqual([]);
  });
});

describe('hostile CSV', () => {
  it.each(['__proto__.status', 'constructor.prototype.status', 'prototype', '__proto__'])(
    'refuses the column %s in row 1 and builds no row',
    (column) => {
      const { rows, problems } = parseFeed(`${header},${column}\n${good},sold`, 'csv');
      expect(rows).toEqual([]);
      expect(problems).toEqual([expect.objectContaining({ row: 1, field: column, detail: expect.stringContaining('unknown column') })]);
    },
  );

  it('refuses unknown, repeated and overlapping columns, each by name', () => {
    const { problems } = parseFeed(
      `${header},colour,vin,japan_used_and_approved_cars_field,japan_used_and_approved_cars_field.repair_record\n${good},red,X,{},true`,
      'csv',
    );
    expect(at(problems)).toEqual(['1:colour', '1:vin', '1:japan_used_and_approved_cars_field.repair_record']);
    expect(problems.map((p) => p.detail)).toEqual([
      expect.stringContaining('unknown column'),
      'the column appears twice',
      'conflicts with the column japan_used_and_approved_cars_field',
    ]);
  });

  it('refuses a NUL in any cell, naming its row and column', () => {
    const { rows, problems } = parseFeed(`${header}\n${good}\n${good.replace('レンジローバー', 'レンジ\u0000ローバー')}`, 'csv');
    expect(rows).toHaveLength(1);
    expect(problems).toEqual([expect.objectContaining({ row: 3, field: 'model_display_name', pointer: 'rows.3.model_display_name' })]);
  });

  it('parses JSON cells safely: prototype keys and deep nesting are refused with the path inside the cell', () => {
    const deep = '['.repeat(40) + ']'.repeat(40);
    const csv = `${header},prices\n${good},"[{""__proto__"":{""status"":""sold""}}]"\n${good.replace('654321', '654322')},"${deep}"`;
    const { problems } = parseFeed(csv, 'csv');
    expect(at(problems)).toEqual(['2:prices.0.__proto__', '3:prices']);
    expect(problems[1]!.detail).toContain('deeper than');
  });

  it('still reads a normal structured cell', () => {
    const { rows, problems } = parseFeed(`${header},prices\n${good},"[{""type"":""purchase"",""value_raw"":100}]"`, 'csv');
    expect(problems).toEqual([]);
    expect(rows[0]!.prices).toEqual([{ type: 'purchase', value_raw: 100 }]);
  });
});

describe('hostile JSON lines', () => {
  it('refuses prototype keys, deep nesting and NUL per row, with row, field and reason', () => {
    const lines = [
      JSON.stringify(jsonRow),
      `{"__proto__":{"status":"sold"},${JSON.stringify(jsonRow).slice(1)}`,
      JSON.stringify({ ...jsonRow, vin: 'SALGA2AE5MA000003', accessories: [{ name: 'x', constructor: { prototype: 1 } }] }),
      `{"a":${'['.repeat(50)}${']'.repeat(50)}}`,
      JSON.stringify({ ...jsonRow, vin: 'SALGA2AE5MA000005', model_display_name: 'a\u0000b' }),
    ].join('\n');
    const { rows, problems } = parseFeed(lines, 'jsonl');
    expect(rows).toHaveLength(1);
    expect(at(problems)).toEqual(['2:__proto__', '3:accessories.0.constructor', '4:', '5:model_display_name']);
    expect(problems.map((p) => p.detail)).toEqual([
      'The key "__proto__" is not allowed.',
      'The key "constructor" is not allowed.',
      expect.stringContaining('nested deeper'),
      'A NUL character is not allowed.',
    ]);
  });
});
