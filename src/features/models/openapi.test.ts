import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modelsOpenApiPaths } from './openapi';

describe('model catalogue OpenAPI paths', () => {
  it('document only routes that exist, with the methods they export', () => {
    for (const [apiPath, operations] of Object.entries(modelsOpenApiPaths())) {
      const file = path.resolve(import.meta.dirname, '../../app', `.${apiPath.replace(/\{(\w+)\}/g, '[$1]')}`, 'route.ts');
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      for (const method of Object.keys(operations))
        expect(source, `${apiPath} ${method}`).toContain(`export const ${method.toUpperCase()} =`);
    }
  });

  it('describe the import document from the schema the import checks', () => {
    const schema = modelsOpenApiPaths()['/api/models/import'].post.requestBody.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(schema.properties)).toEqual(['brands', 'families', 'nameplates', 'body_styles', 'engines', 'derivatives']);
    expect(schema.required).toEqual(Object.keys(schema.properties));
  });
});
