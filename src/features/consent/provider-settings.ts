import { z } from 'zod';
import { consentScopes, type CmpVendor } from './consent';
import type { CategoryScopes } from './providers/category-scopes';
import type { ProviderOptions } from './providers/provider-adapter';

/**
 * The setting `cookie_consent.provider`: per consent provider, the id its loader needs, optionally
 * its loader URL (only from the vendor's documented hosts) and the mapping of its categories to our
 * scopes. The strategy setting picks which vendor runs (decision 0043).
 */

/** Hosts each vendor documents for its loader. A URL elsewhere is refused when the setting is saved. */
export const providerScriptHosts: Record<CmpVendor, readonly string[]> = {
  onetrust: ['cdn.cookielaw.org', 'cdn-apac.onetrust.com', 'cdn-ukwest.onetrust.com'],
  cookiebot: ['consent.cookiebot.com', 'consent.cookiebot.eu'],
  // web.cmp… is Web CMP v3. app.… is v2, whose loader.js needs 'unsafe-eval' (not in our CSP): use its bundle.js.
  usercentrics: ['web.cmp.usercentrics.eu', 'app.usercentrics.eu'],
  didomi: ['sdk.privacy-center.org'],
};

/**
 * Default mapping of each vendor's standard categories to our scopes (decision 0043). An operator
 * with other categories gives the whole mapping in the setting's `categories`.
 */
export const defaultCategoryScopes: Record<CmpVendor, CategoryScopes> = {
  // OneTrust's default groups: strictly necessary, performance, functional, targeting, social media.
  onetrust: { C0001: ['obligatory'], C0002: ['statistic'], C0003: ['optional'], C0004: ['marketing'], C0005: ['marketing'] },
  cookiebot: { necessary: ['obligatory'], preferences: ['optional'], statistics: ['statistic'], marketing: ['marketing'] },
  // Usercentrics ships essential, functional and marketing; analytics services sit in marketing there.
  usercentrics: { essential: ['obligatory'], functional: ['optional'], marketing: ['statistic', 'marketing'] },
  // Didomi's ids of the IAB TCF purposes; custom purposes need the setting's mapping.
  didomi: {
    create_content_profile: ['optional'],
    select_personalized_content: ['optional'],
    measure_content_performance: ['statistic'],
    market_research: ['statistic'],
    improve_products: ['statistic'],
    select_basic_ads: ['marketing'],
    create_ads_profile: ['marketing'],
    select_personalized_ads: ['marketing'],
    measure_ad_performance: ['marketing'],
  },
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const scope = z.enum(consentScopes);
const categories = z
  .record(z.string().regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'letters, digits, _ . : -'), z.union([scope, z.array(scope).min(1)]))
  .refine((mapping) => Object.keys(mapping).length > 0, 'at least one category')
  .transform((mapping): CategoryScopes => Object.fromEntries(Object.entries(mapping).map(([id, s]) => [id, Array.isArray(s) ? s : [s]])));

function scriptUrl(vendor: CmpVendor) {
  return z
    .url({ protocol: /^https$/ })
    .refine((url) => providerScriptHosts[vendor].includes(new URL(url).hostname), `https on ${providerScriptHosts[vendor].join(', ')}`);
}

export const consentProviderSettingSchema = z.strictObject({
  onetrust: z
    .strictObject({
      /** The domain script id; a test script ends in -test. */
      domain_script_id: z
        .string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-test)?$/i, 'a OneTrust domain script id'),
      script_url: scriptUrl('onetrust').optional(),
      categories: categories.optional(),
    })
    .optional(),
  cookiebot: z
    .strictObject({
      cbid: z.string().regex(uuid, 'a Cookiebot domain group id (cbid)'),
      script_url: scriptUrl('cookiebot').optional(),
      categories: categories.optional(),
    })
    .optional(),
  usercentrics: z
    .strictObject({
      settings_id: z.string().regex(/^[A-Za-z0-9_-]{5,40}$/, 'a Usercentrics settings id'),
      script_url: scriptUrl('usercentrics').optional(),
      /** The window event named in Usercentrics' admin interface (Implementation → Data Layer & Events). */
      window_event: z
        .string()
        .regex(/^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/, 'an event name')
        .optional(),
      categories: categories.optional(),
    })
    .optional(),
  didomi: z
    .strictObject({
      api_key: z.string().regex(uuid, 'a Didomi public API key'),
      notice_id: z.string().regex(/^[A-Za-z0-9]{4,40}$/, 'a Didomi notice id'),
      script_url: scriptUrl('didomi').optional(),
      categories: categories.optional(),
    })
    .optional(),
});

export type ConsentProviderSetting = z.output<typeof consentProviderSettingSchema>;

/** The loader script tag of a consent provider: its URL and the attributes the vendor documents. */
export interface ProviderScript {
  src: string;
  attributes: Record<string, string>;
}

export interface ConfiguredProvider {
  vendor: CmpVendor;
  script: ProviderScript;
  options: ProviderOptions;
  /** Where the visitor's browser sends data when the provider runs (for the 外部送信 notice). */
  hosts: string[];
}

/** The running provider for a strategy, or null when the strategy is not a CMP or its entry is missing. */
export function configuredProvider(vendor: CmpVendor, setting: ConsentProviderSetting): ConfiguredProvider | null {
  switch (vendor) {
    case 'onetrust': {
      const entry = setting.onetrust;
      if (!entry) return null;
      const src = entry.script_url ?? 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js';
      return provider(vendor, src, { 'data-domain-script': entry.domain_script_id, 'data-language': 'ja', charset: 'UTF-8' }, entry, [
        'geolocation.onetrust.com',
        'privacyportal.onetrust.com',
      ]);
    }
    case 'cookiebot': {
      const entry = setting.cookiebot;
      if (!entry) return null;
      const src = entry.script_url ?? 'https://consent.cookiebot.com/uc.js';
      const tld = new URL(src).hostname.endsWith('.eu') ? 'eu' : 'com';
      return provider(vendor, src, { id: 'Cookiebot', 'data-cbid': entry.cbid, 'data-culture': 'JA' }, entry, [
        `consentcdn.cookiebot.${tld}`,
      ]);
    }
    case 'usercentrics': {
      const entry = setting.usercentrics;
      if (!entry) return null;
      const src = entry.script_url ?? 'https://web.cmp.usercentrics.eu/ui/loader.js';
      const attributes = { id: 'usercentrics-cmp', 'data-settings-id': entry.settings_id, 'data-language': 'ja' };
      const found = provider(vendor, src, attributes, entry, [
        'v1.api.service.cmp.usercentrics.eu',
        'consent-api.service.consent.usercentrics.eu',
      ]);
      return { ...found, options: { ...found.options, ...(entry.window_event ? { windowEvent: entry.window_event } : {}) } };
    }
    case 'didomi': {
      const entry = setting.didomi;
      if (!entry) return null;
      const query = new URLSearchParams({ target_type: 'notice', target: entry.notice_id });
      const src = entry.script_url ?? `https://sdk.privacy-center.org/${entry.api_key}/loader.js?${query}`;
      return provider(vendor, src, {}, entry, ['api.privacy-center.org']);
    }
  }
}

function provider(
  vendor: CmpVendor,
  src: string,
  attributes: Record<string, string>,
  entry: { categories?: CategoryScopes },
  apiHosts: string[],
): ConfiguredProvider {
  const scriptHost = new URL(src).hostname;
  return {
    vendor,
    script: { src, attributes },
    options: { categories: entry.categories ?? defaultCategoryScopes[vendor] },
    hosts: [scriptHost, ...apiHosts.filter((host) => host !== scriptHost)],
  };
}
