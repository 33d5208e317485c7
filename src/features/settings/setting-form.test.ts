import { describe, expect, it } from 'vitest';
import { settingDefinitions } from './definitions';
import { settingControl, settingProblems, settingText } from './setting-form';

const defs = settingDefinitions;

describe('settingControl', () => {
  it('fits the control to the schema', () => {
    expect(settingControl(defs['auth.require_user_login'])).toEqual({ kind: 'boolean' });
    expect(settingControl(defs['cookie_consent.strategy'])).toEqual({
      kind: 'select',
      options: ['basic', 'none', 'onetrust', 'cookiebot', 'usercentrics', 'didomi'],
    });
    expect(settingControl(defs['footer.json'])).toEqual({ kind: 'json' });
    expect(settingControl(defs['footer.html'])).toEqual({ kind: 'text', multiline: true });
    expect(settingControl(defs['seo.title_divider'])).toEqual({ kind: 'text', multiline: false });
  });
});

describe('settingText', () => {
  it('shows JSON defaults pretty-printed and text as it is', () => {
    expect(settingText(defs['html_filter.iframe_hosts'], ['a', 'b'])).toBe('[\n  "a",\n  "b"\n]');
    expect(settingText(defs['seo.title_divider'], '|')).toBe('|');
    expect(settingText(defs['seo.site_name'], null)).toBe('');
  });
});

describe('settingProblems', () => {
  it('accepts a fitting value and an empty one (the default applies)', () => {
    expect(settingProblems(defs['seo.title_divider'], '｜')).toEqual([]);
    expect(settingProblems(defs['footer.json'], '')).toEqual([]);
    expect(settingProblems(defs['auth.require_user_login'], 'true')).toEqual([]);
  });

  it('says where JSON breaks, by line and column', () => {
    expect(settingProblems(defs['html_filter.iframe_hosts'], '[\n  "a",\n  "b"\n')).toEqual([
      expect.stringMatching(/^JSONとして読み取れません（4行目 1文字目付近）/),
    ]);
    expect(settingProblems(defs['html_filter.iframe_hosts'], '["a" "b"]')).toEqual([expect.stringMatching(/1行目 6文字目付近/)]);
  });

  it('names the field and the reason in Japanese when the shape is wrong', () => {
    const problems = settingProblems(defs['price.double_price'], '{"enabled": "yes", "symbol": "EUR", "rate": 1, "decimals": 0}');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^「enabled」: /);
    expect(problems[0]).toMatch(/boolean/);
    expect(problems[0]).toMatch(/[ぁ-んァ-ン]/);
    expect(settingProblems(defs['seo.title_divider'], '123456')[0]).toMatch(/大きすぎる値|5/);
    expect(settingProblems(defs['cookie_consent.strategy'], 'all')[0]).toMatch(/無効な選択/);
  });
});
