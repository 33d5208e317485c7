import { describe, expect, it } from 'vitest';
import { configuredProvider, consentProviderSettingSchema, defaultCategoryScopes } from './provider-settings';

const ids = {
  onetrust: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
  cookiebot: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9',
  usercentrics: 'Xk3pQ9zL1',
  didomi: '7c1e9a52-4b3d-4e8f-9a10-2b3c4d5e6f70',
};
const parse = (value: unknown) => consentProviderSettingSchema.safeParse(value);

describe('cookie_consent.provider', () => {
  it('takes each vendor’s id alone and fills nothing else in', () => {
    const value = {
      onetrust: { domain_script_id: ids.onetrust },
      cookiebot: { cbid: ids.cookiebot },
      usercentrics: { settings_id: ids.usercentrics },
      didomi: { api_key: ids.didomi, notice_id: 'Ab12Cd34' },
    };
    expect(parse(value).data).toEqual(value);
    expect(parse({}).data).toEqual({});
  });

  it('takes OneTrust’s test script id', () => {
    expect(parse({ onetrust: { domain_script_id: `${ids.onetrust}-test` } }).success).toBe(true);
  });

  it('takes a category mapping, one scope or several per category', () => {
    const parsed = parse({
      usercentrics: { settings_id: ids.usercentrics, categories: { analytics: 'statistic', ads: ['marketing', 'unclassified'] } },
    });
    expect(parsed.data?.usercentrics?.categories).toEqual({ analytics: ['statistic'], ads: ['marketing', 'unclassified'] });
  });

  it.each([
    [
      'a OneTrust script on another host',
      { onetrust: { domain_script_id: ids.onetrust, script_url: 'https://cdn.example.com/otSDKStub.js' } },
    ],
    ['a script over http', { cookiebot: { cbid: ids.cookiebot, script_url: 'http://consent.cookiebot.com/uc.js' } }],
    [
      'a look-alike host',
      { didomi: { api_key: ids.didomi, notice_id: 'Ab12Cd34', script_url: 'https://sdk.privacy-center.org.evil.jp/x.js' } },
    ],
    ['a Cookiebot id that is not a UUID', { cookiebot: { cbid: 'abc' } }],
    ['a OneTrust id with a script in it', { onetrust: { domain_script_id: `${ids.onetrust}"><script>` } }],
    ['a Usercentrics id with a space', { usercentrics: { settings_id: 'Xk3p Q9zL1' } }],
    ['a window event that is not a name', { usercentrics: { settings_id: ids.usercentrics, window_event: 'uc-event();' } }],
    ['Didomi without its notice', { didomi: { api_key: ids.didomi } }],
    ['an unknown scope', { cookiebot: { cbid: ids.cookiebot, categories: { statistics: 'analytics' } } }],
    ['an empty mapping', { cookiebot: { cbid: ids.cookiebot, categories: {} } }],
    ['an unknown vendor', { quantcast: { id: 'x' } }],
    ['a misspelt key', { cookiebot: { cbId: ids.cookiebot } }],
  ])('refuses %s', (_, value) => {
    expect(parse(value).success).toBe(false);
  });
});

describe('the running provider', () => {
  it('loads OneTrust’s stub with the domain script id, in Japanese', () => {
    const provider = configuredProvider('onetrust', { onetrust: { domain_script_id: ids.onetrust } });
    expect(provider).toEqual({
      vendor: 'onetrust',
      script: {
        src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
        attributes: { 'data-domain-script': ids.onetrust, 'data-language': 'ja', charset: 'UTF-8' },
      },
      options: { categories: defaultCategoryScopes.onetrust },
      hosts: ['cdn.cookielaw.org', 'geolocation.onetrust.com', 'privacyportal.onetrust.com'],
    });
  });

  it('loads Cookiebot from its EU CDN when told, and names the matching consent host', () => {
    const provider = configuredProvider('cookiebot', {
      cookiebot: { cbid: ids.cookiebot, script_url: 'https://consent.cookiebot.eu/uc.js' },
    });
    expect(provider?.script).toEqual({
      src: 'https://consent.cookiebot.eu/uc.js',
      attributes: { id: 'Cookiebot', 'data-cbid': ids.cookiebot, 'data-culture': 'JA' },
    });
    expect(provider?.hosts).toEqual(['consent.cookiebot.eu', 'consentcdn.cookiebot.eu']);
  });

  it('passes Usercentrics’ window event and the operator’s categories to the browser', () => {
    const categories = { essential: ['obligatory' as const], analytics: ['statistic' as const] };
    const provider = configuredProvider('usercentrics', {
      usercentrics: { settings_id: ids.usercentrics, window_event: 'ucConsent', categories },
    });
    expect(provider?.script.attributes).toEqual({ id: 'usercentrics-cmp', 'data-settings-id': ids.usercentrics, 'data-language': 'ja' });
    expect(provider?.script.src).toBe('https://web.cmp.usercentrics.eu/ui/loader.js');
    expect(provider?.options).toEqual({ categories, windowEvent: 'ucConsent' });
  });

  it('builds Didomi’s loader URL from the API key and the notice', () => {
    const provider = configuredProvider('didomi', { didomi: { api_key: ids.didomi, notice_id: 'Ab12Cd34' } });
    expect(provider?.script.src).toBe(`https://sdk.privacy-center.org/${ids.didomi}/loader.js?target_type=notice&target=Ab12Cd34`);
    expect(provider?.hosts).toEqual(['sdk.privacy-center.org', 'api.privacy-center.org']);
  });

  it('is none when the strategy’s vendor has no entry', () => {
    expect(configuredProvider('didomi', { cookiebot: { cbid: ids.cookiebot } })).toBeNull();
  });
});
