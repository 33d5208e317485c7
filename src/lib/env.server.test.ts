import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.server';

describe('parseEnv', () => {
  it('applies defaults for an empty environment', () => {
    expect(parseEnv({})).toMatchObject({ DATA_DIR: './data', SITE_URL: 'http://localhost:3000', SEED_DEMO: true });
  });

  it('allows no private outbound host unless told, and reads host:port entries when told (decision 0044)', () => {
    expect(parseEnv({}).OUTBOUND_ALLOW_PRIVATE_HOSTS).toEqual([]);
    expect(parseEnv({ OUTBOUND_ALLOW_PRIVATE_HOSTS: '127.0.0.1:12116, Standin.test:80 [::1]:8080' }).OUTBOUND_ALLOW_PRIVATE_HOSTS).toEqual([
      '127.0.0.1:12116',
      'standin.test:80',
      '[::1]:8080',
    ]);
    expect(() => parseEnv({ OUTBOUND_ALLOW_PRIVATE_HOSTS: '127.0.0.1' })).toThrow(/OUTBOUND_ALLOW_PRIVATE_HOSTS.*host:port/);
    expect(() => parseEnv({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'http://127.0.0.1:80' })).toThrow(/OUTBOUND_ALLOW_PRIVATE_HOSTS/);
  });

  it('names the variable in a clear message', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ ADMIN_API_TOKEN: 'short' })).toThrow(/ADMIN_API_TOKEN/);
  });
});
