import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formsOpenApiPaths } from './openapi';

describe('forms OpenAPI paths', () => {
  it('document only routes that exist, with the methods they export', () => {
    for (const [apiPath, operations] of Object.entries(formsOpenApiPaths())) {
      const dir = apiPath.replace(/\{(\w+)\}/g, (_, name: string) => `[${name === 'postcode' ? 'code' : name}]`);
      const file = path.resolve(import.meta.dirname, '../../app', `.${dir}`, 'route.ts');
      expect(fs.existsSync(file), file).toBe(true);
      const source = fs.readFileSync(file, 'utf8');
      for (const method of Object.keys(operations))
        expect(source, `${apiPath} ${method}`).toContain(`export const ${method.toUpperCase()} =`);
    }
  });

  it('describe the form definition from the schema the handlers check', () => {
    const schema = formsOpenApiPaths()['/api/forms'].post.requestBody.content['application/json'].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'fields', 'settings', 'integrations']));
  });
});
