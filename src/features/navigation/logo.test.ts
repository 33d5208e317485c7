import { describe, expect, it } from 'vitest';
import { settingDefinitions } from '@/features/settings/definitions';
import { parseSettingValue } from '@/features/settings/parse-setting';
import { chooseLogo, defaultLogo } from './logo';

const entries = [
  { matchingPath: '/range-rover', homepage: '/range-rover', logo: '/brand/range-rover.svg' },
  { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' },
];

describe('chooseLogo', () => {
  it('maps brand paths to their own logo and home', () => {
    expect(chooseLogo('/range-rover/sport', entries)).toEqual({ logo: '/brand/range-rover.svg', homepage: '/range-rover' });
    expect(chooseLogo('/defender', entries)).toEqual({ logo: '/brand/defender.svg', homepage: '/defender' });
  });

  it('falls back to the default logo and home /', () => {
    expect(chooseLogo('/about', entries)).toEqual(defaultLogo);
  });

  it('discards entries missing matchingPath, homepage or logo', () => {
    const raw = JSON.stringify([{ matchingPath: '/discovery', logo: '/d.svg' }, { homepage: '/x', logo: '/x.svg' }, entries[0]]);
    const { value } = parseSettingValue(settingDefinitions['navigation.logo_by_path'], raw);
    expect(value).toEqual([entries[0]]);
  });

  it('treats invalid JSON as no entries', () => {
    const outcome = parseSettingValue(settingDefinitions['navigation.logo_by_path'], '[{oops');
    expect(outcome).toEqual({ value: [], problem: 'Invalid JSON' });
  });
});
