import { describe, expect, it } from 'vitest';
import { settingDefinitions } from './definitions';
import { parseSettingValue } from './parse-setting';

const defs = settingDefinitions;

describe('parseSettingValue', () => {
  it('gives the fallback silently when nothing is stored', () => {
    expect(parseSettingValue(defs['navigation.breadcrumbs_disabled_paths'], undefined)).toEqual({ value: ['/'] });
    expect(parseSettingValue(defs['navigation.breadcrumbs_disabled_paths'], '')).toEqual({ value: ['/'] });
  });

  it('returns a stored JSON value that fits the schema', () => {
    expect(parseSettingValue(defs['navigation.breadcrumbs_disabled_paths'], '["/", "/models"]')).toEqual({ value: ['/', '/models'] });
    expect(parseSettingValue(defs['stock.order_online_enabled'], 'true')).toEqual({ value: true });
  });

  it('uses text settings as stored, without reading them as JSON', () => {
    expect(parseSettingValue(defs['seo.title_divider'], '"|"')).toEqual({ value: '"|"' });
    expect(parseSettingValue(defs['footer.html'], '<p>株式会社</p>')).toEqual({ value: '<p>株式会社</p>' });
  });

  it('falls back and reports "Invalid JSON" for stored text that is not JSON', () => {
    expect(parseSettingValue(defs['navigation.hidden_paths'], '[/x')).toEqual({ value: [], problem: 'Invalid JSON' });
  });

  it('falls back and names the reason for JSON refused as unsafe', () => {
    expect(parseSettingValue(defs['cookie_consent.content'], '{"__proto__":{"title":"x"}}')).toEqual({
      value: null,
      problem: 'The key "__proto__" is not allowed.',
    });
  });

  it('returns the default, not the stored value, when the stored value fails its schema', () => {
    const outcome = parseSettingValue(defs['price.double_price'], '{"enabled":"yes","rate":-2}');
    expect(outcome.value).toEqual({ enabled: false, symbol: 'EUR', rate: 1, decimals: 0 });
    expect(outcome.issues?.map((i) => i.path).sort()).toEqual(['enabled', 'rate']);
  });

  it('reports each failing place as "path message", joined with semicolons', () => {
    const outcome = parseSettingValue(defs['navigation.hidden_paths'], '["/ok", "no-slash", 3]');
    expect(outcome.value).toEqual([]);
    expect(outcome.issues).toEqual([
      { path: '1', message: expect.stringContaining('"/"') },
      { path: '2', message: expect.any(String) },
    ]);
    expect(outcome.problem).toBe(`1 ${outcome.issues![0]!.message}; 2 ${outcome.issues![1]!.message}`);
  });

  it('joins nested paths with dots and leaves no stray space for a problem with the whole value', () => {
    const nested = parseSettingValue(defs.predefined_links, '[{"alias":"ok","url":"/a"},{"alias":"bad alias!","url":"/b"}]');
    expect(nested.issues).toEqual([{ path: '1.alias', message: 'letters, digits, - and _' }]);
    expect(nested.problem).toBe('1.alias letters, digits, - and _');
    const whole = parseSettingValue(defs['cookie_consent.strategy'], 'sometimes');
    expect(whole.value).toBe('basic');
    expect(whole.problem).toBe(whole.issues![0]!.message);
    expect(whole.problem).not.toMatch(/^\s/);
  });
});
