import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('applies defaults for an empty environment', () => {
    expect(parseEnv({})).toMatchObject({ DATA_DIR: './data', SITE_URL: 'http://localhost:3000', SEED_DEMO: true });
  });

  it('names the variable in a clear message', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ ADMIN_API_TOKEN: 'short' })).toThrow(/ADMIN_API_TOKEN/);
  });
});
