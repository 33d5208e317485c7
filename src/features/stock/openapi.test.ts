import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stockOpenApi } from './openapi';

describe('stock OpenAPI document', () => {
  it('documents only routes that exist, with the methods they export', () => {
    for (const [apiPath, operations] of Object.entries(stockOpenApi.paths)) {
      const dir = apiPath
        .replace(/\{id\}/g, '[id]')
        .replace(/\{vehicleId\}/g, '[vehicleId]')
        .replace(/\{name\}/g, '[name]');
      const file = path.resolve(import.meta.dirname, '../../app', `.${dir}`, 'route.ts');
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      for (const method of Object.keys(operations))
        expect(source, `${apiPath} ${method}`).toContain(`export const ${method.toUpperCase()} =`);
    }
  });

  it('describes every sort option and the items bounds', () => {
    const params = stockOpenApi.paths['/public_api/listing/{id}'].get.parameters as readonly {
      name: string;
      schema: Record<string, unknown>;
    }[];
    expect(params.find((p) => p.name === 'sort')?.schema.enum).toHaveLength(9);
    expect(params.find((p) => p.name === 'items')?.schema).toMatchObject({ minimum: 1, maximum: 12 });
  });
});
