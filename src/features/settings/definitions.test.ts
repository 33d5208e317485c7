import { describe, expect, it } from 'vitest';
import { logoEntrySchema, settingDefinitions, settingKeyPattern, type SettingKey } from './definitions';
import { parseSettingValue } from './parse-setting';

/**
 * What each setting accepts and what the site uses when it is missing or refused, read the way
 * the site reads stored settings (parseSettingValue).
 */
const read = (key: SettingKey, raw?: string) => parseSettingValue(settingDefinitions[key] as never, raw);
const accepted = (key: SettingKey, raw: string) => {
  const outcome = read(key, raw);
  expect(outcome.problem, `${key} = ${raw}`).toBeUndefined();
  return outcome.value;
};
const refused = (key: SettingKey, raw: string) => {
  const outcome = read(key, raw);
  expect(outcome.problem, `${key} = ${raw}`).toBeTruthy();
  expect(outcome.value).toEqual(settingDefinitions[key].fallback);
};

describe('setting definitions', () => {
  it('are stored under their own key, each a valid setting key', () => {
    const mismatched = Object.entries(settingDefinitions).filter(([key, def]) => def.key !== key || !settingKeyPattern.test(key));
    expect(mismatched).toEqual([]);
  });

  it('show every setting without a token except server configuration: iframe hosts, the full-VIN policy, where leads go, and what the server fetches', () => {
    const hidden = Object.values(settingDefinitions).filter((def) => !def.public);
    expect(hidden.map((def) => def.key)).toEqual([
      'navigation.hosted',
      'navigation.external',
      'footer.retailers',
      'html_filter.iframe_hosts',
      'stock.show_full_vin',
      'forms.email_verification_url',
      'leads.api_base_url',
      'leads.notification_recipients',
      'leads.retention_days',
      'outbound.allowed_hosts',
      'currency.api_url',
      'currency.rate_key',
      'currency.start_date_key',
      'mena.offers_api_url',
      'collections.feed_url',
      'dynamic_content.model_list_url',
      'dynamic_content.external_api_url',
      'dynamic_content.reffine_sl.api_base_url',
      'dynamic_content.reffine_sl.lists_to_check',
      'stock_locator.endpoint_dealers',
    ]);
  });

  it('read these settings as plain text and every other one as JSON', () => {
    const text = Object.values(settingDefinitions).filter((def) => def.format === 'text');
    expect(text.map((def) => def.key).sort()).toEqual([
      'auth.no_permissions_path',
      'blocks.error_msg',
      'blocks.try_again_btn_label',
      'collections.feed_url',
      'cookie_consent.strategy',
      'currency.api_url',
      'currency.rate_key',
      'currency.start_date_key',
      'dynamic_content.external_api_url',
      'dynamic_content.model_list_url',
      'dynamic_content.reffine_sl.api_base_url',
      'footer.html',
      'forms.email_verification_url',
      'forms.enquiry_path',
      'leads.api_base_url',
      'mena.offers_api_url',
      'navigation.kind',
      'ordering.cancellation_path',
      'page_not_found.content',
      'seo.site_name',
      'seo.title_divider',
      'stock_locator.endpoint_dealers',
      'tags.error_reporting_dsn',
      'tags.tag_manager_id',
      'theme.brand',
    ]);
    expect(Object.values(settingDefinitions).every((def) => def.format === 'text' || def.format === 'json')).toBe(true);
  });

  it.each<[SettingKey, unknown]>([
    ['seo.title_divider', '|'],
    ['seo.site_name', null],
    ['navigation.hidden_paths', []],
    ['navigation.breadcrumbs_disabled_paths', ['/']],
    ['navigation.logo_by_path', []],
    ['footer.json', null],
    ['footer.html', null],
    ['cookie_consent.strategy', 'basic'],
    ['cookie_consent.provider', {}],
    ['cookie_consent.content', null],
    ['page_not_found.content', null],
    ['predefined_links', []],
    ['blocks.error_msg', null],
    ['blocks.try_again_btn_label', null],
    ['html_filter.iframe_hosts', ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com']],
    ['theme.brand', null],
    ['price.double_price', { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 }],
    ['stock.order_online_enabled', false],
    ['stock.show_full_vin', false],
    ['auth.require_user_login', false],
    ['tags.tag_manager_id', null],
    ['tags.maps', null],
    ['tags.error_reporting_dsn', null],
    ['outbound.allowed_hosts', []],
    ['currency.api_url', ''],
    ['currency.rate_key', 'exchangeRate'],
    ['currency.start_date_key', 'startDate'],
    ['mena.offers_api_url', ''],
    ['dynamic_content.model_list_url', ''],
    ['dynamic_content.external_api_url', ''],
    ['dynamic_content.reffine_sl.api_base_url', ''],
    ['dynamic_content.reffine_sl.lists_to_check', []],
    ['navigation.kind', 'own'],
    ['navigation.light_paths', []],
    ['navigation.logo_only_paths', []],
    ['navigation.hosted', null],
    ['navigation.external', null],
    ['footer.light_json', null],
    ['footer.logo_only_json', null],
    ['footer.retailers', null],
    ['stock_locator.endpoint_dealers', ''],
  ])('%s defaults to %j', (key, fallback) => {
    expect(read(key)).toEqual({ value: fallback });
  });
});

describe('setting keys', () => {
  it.each(['footer.json', 'predefined_links', 'a.b.c', 'seo.title_divider', 'x1'])('accepts %s', (key) => {
    expect(settingKeyPattern.test(key)).toBe(true);
  });

  it.each(['Footer.json', 'footer..json', '.footer', 'footer.', 'foo-bar', 'a b', 'x.json!', '!x.json', ''])('refuses %j', (key) => {
    expect(settingKeyPattern.test(key)).toBe(false);
  });
});

describe('text settings', () => {
  it('take a title divider of one to five characters', () => {
    expect(accepted('seo.title_divider', '–')).toBe('–');
    expect(accepted('seo.title_divider', ' | | ')).toBe(' | | ');
    refused('seo.title_divider', '||||||');
    expect(settingDefinitions['seo.title_divider'].schema.safeParse('').success).toBe(false);
  });

  it.each<SettingKey>([
    'seo.site_name',
    'footer.html',
    'page_not_found.content',
    'blocks.error_msg',
    'blocks.try_again_btn_label',
    'theme.brand',
  ])('%s is trimmed text, and blank text means not set', (key) => {
    expect(accepted(key, '  ブランド  ')).toBe('ブランド');
    refused(key, '   ');
    expect(settingDefinitions[key].schema.safeParse(null).success).toBe(true);
  });

  it('take the cookie consent strategies basic, none and the four consent providers only', () => {
    for (const strategy of ['basic', 'none', 'onetrust', 'cookiebot', 'usercentrics', 'didomi']) {
      expect(accepted('cookie_consent.strategy', strategy)).toBe(strategy);
    }
    refused('cookie_consent.strategy', 'strict');
    refused('cookie_consent.strategy', 'OneTrust');
  });
});

describe('path lists', () => {
  it.each<SettingKey>(['navigation.hidden_paths', 'navigation.breadcrumbs_disabled_paths'])('%s holds paths starting with /', (key) => {
    expect(accepted(key, '["/", "/models/defender"]')).toEqual(['/', '/models/defender']);
    refused(key, '["models"]');
    refused(key, '"/models"');
  });
});

describe('logo by path', () => {
  const entry = { matchingPath: '/defender', homepage: '/defender', logo: '/brand/defender.svg' };

  it('keeps complete entries and drops the others', () => {
    const raw = JSON.stringify([
      entry,
      { ...entry, matchingPath: 'defender' },
      { ...entry, homepage: 'https://example.jp/defender' },
      { ...entry, homepage: 'javascript:alert(1)//' },
      { ...entry, logo: '' },
      'not an entry',
    ]);
    expect(accepted('navigation.logo_by_path', raw)).toEqual([entry]);
  });

  it('explains, to code that checks one entry, why a home page elsewhere is refused', () => {
    const result = logoEntrySchema.safeParse({ ...entry, homepage: 'https://example.jp/' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['homepage', 'must be a path on this site']]);
  });

  it('falls back to no entries for anything but a list', () => {
    refused('navigation.logo_by_path', JSON.stringify(entry));
  });
});

describe('cookie consent content', () => {
  const minimal = { title: '同意', accept_label: '同意する' };

  it('fills the defaults of a minimal banner', () => {
    expect(accepted('cookie_consent.content', JSON.stringify(minimal))).toEqual({
      ...minimal,
      heading_level: 'h2',
      body: '',
      button_position: 'right',
    });
    expect(accepted('cookie_consent.content', 'null')).toBeNull();
  });

  it('keeps every option an editor may set', () => {
    const full = { ...minimal, heading_level: 'h6', body: '本文', reject_label: '拒否', button_position: 'left', policy_url: '/privacy' };
    expect(accepted('cookie_consent.content', JSON.stringify(full))).toEqual(full);
    expect(accepted('cookie_consent.content', JSON.stringify({ ...full, heading_level: 'h1', button_position: 'center' }))).toMatchObject({
      heading_level: 'h1',
      button_position: 'center',
    });
  });

  it.each(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])('takes the heading level %s', (level) => {
    expect(accepted('cookie_consent.content', JSON.stringify({ ...minimal, heading_level: level }))).toMatchObject({
      heading_level: level,
    });
  });

  it.each(['left', 'center', 'right'])('takes the button position %s', (position) => {
    expect(accepted('cookie_consent.content', JSON.stringify({ ...minimal, button_position: position }))).toMatchObject({
      button_position: position,
    });
  });

  it.each([
    ['an empty title', { ...minimal, title: '' }],
    ['an empty accept label', { ...minimal, accept_label: '' }],
    ['an empty reject label', { ...minimal, reject_label: '' }],
    ['a heading level beyond h6', { ...minimal, heading_level: 'h7' }],
    ['an unknown button position', { ...minimal, button_position: 'top' }],
    ['a script policy link', { ...minimal, policy_url: 'javascript:alert(1)' }],
  ])('refuses %s', (_, value) => {
    refused('cookie_consent.content', JSON.stringify(value));
  });
});

describe('predefined links', () => {
  it('take aliases of letters, digits, - and _ with safe URLs', () => {
    const links = [
      { alias: 'Test-Drive_1', url: '/test-drive' },
      { alias: 'a'.repeat(64), url: 'https://example.jp' },
    ];
    expect(accepted('predefined_links', JSON.stringify(links))).toEqual(links);
  });

  it.each([
    ['an empty alias', { alias: '', url: '/a' }],
    ['an alias of 65 characters', { alias: 'a'.repeat(65), url: '/a' }],
    ['an alias with a space', { alias: 'test drive', url: '/a' }],
    ['an alias with a dot', { alias: 'test.drive', url: '/a' }],
    ['an alias after other text', { alias: 'ok/bad', url: '/a' }],
    ['a script URL', { alias: 'x', url: 'javascript:alert(1)' }],
  ])('refuse %s', (_, link) => {
    refused('predefined_links', JSON.stringify([link]));
  });
});

describe('iframe hosts', () => {
  it('are a list of host names', () => {
    expect(accepted('html_filter.iframe_hosts', '["www.youtube.com"]')).toEqual(['www.youtube.com']);
    refused('html_filter.iframe_hosts', '[""]');
  });
});

describe('double price', () => {
  it('fills the currency defaults when only enabled is given', () => {
    expect(accepted('price.double_price', '{"enabled":true}')).toEqual({ enabled: true, symbol: 'EUR', rate: 1, decimals: 0 });
  });

  it('keeps a configured currency', () => {
    const value = { enabled: true, symbol: 'USDollar', rate: 0.0067, decimals: 4 };
    expect(accepted('price.double_price', JSON.stringify(value))).toEqual(value);
  });

  it.each([
    ['no enabled flag', { symbol: 'USD' }],
    ['an empty symbol', { enabled: true, symbol: '' }],
    ['a symbol of nine characters', { enabled: true, symbol: 'ABCDEFGHI' }],
    ['a zero rate', { enabled: true, rate: 0 }],
    ['negative decimals', { enabled: true, decimals: -1 }],
    ['five decimals', { enabled: true, decimals: 5 }],
    ['fractional decimals', { enabled: true, decimals: 1.5 }],
  ])('refuses %s', (_, value) => {
    refused('price.double_price', JSON.stringify(value));
  });
});

describe('outbound sources: currency and offers (decision 0044)', () => {
  it('take allowed hosts as lower-case host names or *. sub-domain patterns', () => {
    expect(accepted('outbound.allowed_hosts', '["API.example.jp", " *.rates.example.jp "]')).toEqual([
      'api.example.jp',
      '*.rates.example.jp',
    ]);
    refused('outbound.allowed_hosts', '["https://api.example.jp"]');
    refused('outbound.allowed_hosts', '["api.example.jp:443"]');
    refused('outbound.allowed_hosts', '["*"]');
    refused('outbound.allowed_hosts', '["api.*.example.jp"]');
    refused('outbound.allowed_hosts', '"api.example.jp"');
  });

  it.each<SettingKey>(['currency.api_url', 'mena.offers_api_url'])('%s is an http(s) URL or empty', (key) => {
    expect(accepted(key, 'https://rates.example.jp/v1')).toBe('https://rates.example.jp/v1');
    refused(key, 'ftp://rates.example.jp/');
    refused(key, 'rates.example.jp');
  });

  it.each<SettingKey>(['currency.rate_key', 'currency.start_date_key'])('%s is a key or a dotted path', (key) => {
    expect(accepted(key, 'data.rate')).toBe('data.rate');
    expect(accepted(key, ' exchange_rate ')).toBe('exchange_rate');
    refused(key, 'data..rate');
    refused(key, 'data rate');
  });
});

describe('switches', () => {
  it.each<SettingKey>(['stock.order_online_enabled', 'stock.show_full_vin', 'auth.require_user_login'])('%s is true or false', (key) => {
    expect(accepted(key, 'true')).toBe(true);
    expect(accepted(key, 'false')).toBe(false);
    refused(key, '"true"');
  });
});

describe('footer', () => {
  it('takes a footer structure or null', () => {
    expect(accepted('footer.json', 'null')).toBeNull();
    expect(accepted('footer.json', '{"columns":[]}')).toMatchObject({ columns: [], medium_links: [] });
    refused('footer.json', '{"columns":[{"rows":[{"items":[{"label":"x","url":"javascript:alert(1)"}]}]}]}');
  });
});

describe('third-party tags and consent providers (decision 0043)', () => {
  it('take a tag manager container id, and nothing else', () => {
    expect(accepted('tags.tag_manager_id', ' GTM-ABC123 ')).toBe('GTM-ABC123');
    refused('tags.tag_manager_id', 'G-ABC123');
    refused('tags.tag_manager_id', 'GTM-ABC123"><script>');
  });

  it('take the maps key with region and language defaults', () => {
    const key = `AIza${'x'.repeat(35)}`;
    expect(accepted('tags.maps', JSON.stringify({ key }))).toEqual({ key, region: 'JP', language: 'ja' });
    refused('tags.maps', JSON.stringify({ key: 'not-a-key' }));
  });

  it('take an error-reporting DSN only https, on Sentry’s hosts or a public host of our own', () => {
    const dsn = 'https://0123456789abcdef0123456789abcdef@o1.ingest.sentry.io/2';
    expect(accepted('tags.error_reporting_dsn', dsn)).toBe(dsn);
    const selfHosted = 'https://0123456789abcdef0123456789abcdef@errors.example.jp/2';
    expect(accepted('tags.error_reporting_dsn', selfHosted)).toBe(selfHosted);
    refused('tags.error_reporting_dsn', dsn.replace('https:', 'http:'));
    refused('tags.error_reporting_dsn', 'https://0123456789abcdef0123456789abcdef@10.0.0.5/2');
  });

  it('take consent providers with script URLs on the vendor’s hosts only', () => {
    const cbid = '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9';
    expect(accepted('cookie_consent.provider', JSON.stringify({ cookiebot: { cbid } }))).toEqual({ cookiebot: { cbid } });
    refused('cookie_consent.provider', JSON.stringify({ cookiebot: { cbid, script_url: 'https://cdn.example.jp/uc.js' } }));
    refused('cookie_consent.provider', JSON.stringify({ onetrust: { domain_script_id: 'nope' } }));
  });
});
