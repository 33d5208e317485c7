import { z } from 'zod';
import { safeLinkUrlSchema } from '@/lib/safe-url';
import { footerSettingSchema } from '@/features/navigation/footer-schema';
import { defaultLoanTerms } from '@/features/stock/loan';
import { exitIntentSchema, scheduledPopupSchema } from '@/features/popups/popup-settings';
import { quickLinkItemsSchema } from '@/features/quick-links/quick-link-item';
import { consentStrategies } from '@/features/consent/consent';
import { consentProviderSettingSchema } from '@/features/consent/provider-settings';
import { errorReportingDsnSchema, mapsSettingSchema, tagManagerIdSchema } from '@/features/tags/tag-settings';
import {
  externalNavigationSettingSchema,
  footerRetailersSettingSchema,
  hostedNavigationSettingSchema,
  navigationSources,
  pathPatternListSchema,
} from '@/features/navigation/navigation-settings';
import { dealersEndpointSchema } from '@/features/stock/dealers-endpoint';
import { feedUrlSettingSchema } from '@/features/collections/feed-url';

/**
 * Every setting the product reads: its key, how its stored text is parsed, and the fallback used
 * when it is missing or invalid (site.md §5: invalid JSON is logged and ignored).
 */
export interface SettingDefinition<T> {
  key: string;
  /** `json`: the stored text is JSON; `text`: used as is. */
  format: 'json' | 'text';
  schema: z.ZodType<T>;
  fallback: T;
  description: string;
  /**
   * Visitor-facing configuration that the public pages show anyway: readable without a token
   * (GET /api/settings). Everything else — including stored keys that no definition knows, which
   * may hold integration credentials — needs the admin token (docs/decisions/0014).
   */
  public: boolean;
}

function define<T>(def: SettingDefinition<T>): SettingDefinition<T> {
  return def;
}

const pathList = z.array(z.string().startsWith('/'));
const nullableText = z.string().trim().min(1).nullable();

export const logoEntrySchema = z.object({
  matchingPath: z.string().startsWith('/'),
  homepage: safeLinkUrlSchema.refine((v) => v.startsWith('/'), 'must be a path on this site'),
  logo: z.string().min(1),
  // A path on this site (public file or /media/…): every visitor's browser fetches it. A bad one
  // loses only the icon, not the identity's logo and home.
  favicon: z
    .string()
    .regex(/^\/(?![/\\])\S*$/, 'must be a path on this site')
    .optional()
    .catch(undefined),
});

export const cookieConsentContentSchema = z.object({
  title: z.string().min(1),
  heading_level: z.enum(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']).default('h2'),
  body: z.string().default(''),
  accept_label: z.string().min(1),
  reject_label: z.string().min(1).optional(),
  button_position: z.enum(['left', 'center', 'right']).default('right'),
  policy_url: safeLinkUrlSchema.optional(),
});

export const settingDefinitions = {
  'seo.title_divider': define({
    key: 'seo.title_divider',
    format: 'text',
    schema: z.string().min(1).max(5),
    fallback: '|',
    description: 'Divider between page title and site name in <title>.',
    public: true,
  }),
  'seo.site_name': define({
    key: 'seo.site_name',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: 'Site name after the divider; falls back to the translated site name.',
    public: true,
  }),
  'navigation.hidden_paths': define({
    key: 'navigation.hidden_paths',
    format: 'json',
    schema: pathList,
    fallback: [],
    description: 'Paths on which the whole navigation header is not rendered.',
    public: true,
  }),
  'navigation.breadcrumbs_disabled_paths': define({
    key: 'navigation.breadcrumbs_disabled_paths',
    format: 'json',
    schema: pathList,
    fallback: ['/'],
    description: 'Paths on which the breadcrumbs bar of the navigation is disabled (default: home).',
    public: true,
  }),
  'navigation.logo_by_path': define({
    key: 'navigation.logo_by_path',
    format: 'json',
    // Entries lacking matchingPath, homepage or logo are discarded, not fatal (site.md §2).
    schema: z.array(z.unknown()).transform((list) =>
      list.flatMap((item) => {
        const parsed = logoEntrySchema.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
    fallback: [],
    description: 'Brand identities chosen by path prefix: [{ matchingPath, homepage, logo, favicon? }] (favicon: a path on this site).',
    public: true,
  }),
  // Navigation kinds (site.md §2, §7; decision 0049).
  'navigation.kind': define({
    key: 'navigation.kind',
    format: 'text',
    schema: z.enum(navigationSources),
    fallback: 'own' as const,
    description:
      'Where the navigation comes from: own (our nav entries), hosted (navigation.hosted) or external (navigation.external); our own when the service fails.',
    public: true,
  }),
  'navigation.light_paths': define({
    key: 'navigation.light_paths',
    format: 'json',
    schema: pathPatternListSchema,
    fallback: [],
    description: 'Redesigned pages (paths or patterns such as /new-defender/*) that get the light navigation and footer.light_json.',
    public: true,
  }),
  'navigation.logo_only_paths': define({
    key: 'navigation.logo_only_paths',
    format: 'json',
    schema: pathPatternListSchema,
    fallback: [],
    description: 'The battery-electric page(s) that get the logo-only navigation and footer.logo_only_json.',
    public: true,
  }),
  'navigation.hosted': define({
    key: 'navigation.hosted',
    format: 'json',
    schema: hostedNavigationSettingSchema,
    fallback: null,
    description:
      'Hosted navigation: { origin, locale, disable, enable, logo } → GET {origin}/naas/nav.locale=….disable=….enable=….logo=….json (its host must be on outbound.allowed_hosts).',
    public: false,
  }),
  'navigation.external': define({
    key: 'navigation.external',
    format: 'json',
    schema: externalNavigationSettingSchema,
    fallback: null,
    description:
      'External navigation: { html_url, css_urls, scripts: [{ src, integrity }], scripts_vendor, retailer_name, retailer_url } (hosts of html_url and css_urls on outbound.allowed_hosts).',
    public: false,
  }),
  'footer.json': define({
    key: 'footer.json',
    format: 'json',
    // Checked on save (links must be safe URLs); items that do not fit are dropped at render.
    schema: footerSettingSchema.nullable(),
    fallback: null,
    description: 'Footer structure (columns, rows, items, HTML parts). Wins over footer.html.',
    public: true,
  }),
  'footer.html': define({
    key: 'footer.html',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: 'Raw footer HTML (sanitised) used when footer.json is not set.',
    public: true,
  }),
  'footer.light_json': define({
    key: 'footer.light_json',
    format: 'json',
    schema: footerSettingSchema.nullable(),
    fallback: null,
    description: 'Footer of the redesigned pages (navigation.light_paths), same structure as footer.json; empty: the main footer.',
    public: true,
  }),
  'footer.logo_only_json': define({
    key: 'footer.logo_only_json',
    format: 'json',
    schema: footerSettingSchema.nullable(),
    fallback: null,
    description: 'Footer of the battery-electric page (navigation.logo_only_paths), same structure as footer.json; empty: the main footer.',
    public: true,
  }),
  'footer.retailers': define({
    key: 'footer.retailers',
    format: 'json',
    schema: footerRetailersSettingSchema,
    fallback: null,
    description: 'Footer retailers section: { endpoint, heading }; endpoint empty: stock_locator.endpoint_dealers. Not set: no section.',
    public: false,
  }),
  'cookie_consent.strategy': define({
    key: 'cookie_consent.strategy',
    format: 'text',
    schema: z.enum(consentStrategies),
    fallback: 'basic' as const,
    description:
      'basic: banner, stored as status:scopes under cookieConsentStatus; none: always accepted; onetrust, cookiebot, usercentrics, didomi: that consent provider (its entry in cookie_consent.provider; decision 0043).',
    public: true,
  }),
  'cookie_consent.provider': define({
    key: 'cookie_consent.provider',
    format: 'json',
    schema: consentProviderSettingSchema,
    fallback: {},
    description:
      'Consent providers: { onetrust: { domain_script_id }, cookiebot: { cbid }, usercentrics: { settings_id, window_event }, didomi: { api_key, notice_id } }, each with optional script_url (https on the vendor’s hosts) and categories (vendor category → scope or scopes).',
    public: true,
  }),
  'cookie_consent.content': define({
    key: 'cookie_consent.content',
    format: 'json',
    schema: cookieConsentContentSchema.nullable(),
    fallback: null,
    description: 'Banner content; the banner shows only when this is set.',
    public: true,
  }),
  'page_not_found.content': define({
    key: 'page_not_found.content',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: '404 page: HTML, or JSON overriding heading, image_id, paragraph, button_label.',
    public: true,
  }),
  predefined_links: define({
    key: 'predefined_links',
    format: 'json',
    schema: z.array(z.object({ alias: z.string().regex(/^[a-z0-9_-]{1,64}$/i, 'letters, digits, - and _'), url: safeLinkUrlSchema })),
    fallback: [],
    description: 'Link aliases editors can use in links ({ alias, url }).',
    public: true,
  }),
  'blocks.error_msg': define({
    key: 'blocks.error_msg',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: 'Text shown when a block fails; default from translations.',
    public: true,
  }),
  'blocks.try_again_btn_label': define({
    key: 'blocks.try_again_btn_label',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: 'Label of the retry button of a failed block; default from translations.',
    public: true,
  }),
  'html_filter.iframe_hosts': define({
    key: 'html_filter.iframe_hosts',
    format: 'json',
    schema: z.array(z.string().min(1)),
    fallback: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
    description: 'Hosts allowed as iframe sources in editor HTML.',
    public: false,
  }),
  'theme.brand': define({
    key: 'theme.brand',
    format: 'text',
    schema: nullableText,
    fallback: null,
    description: 'Brand theme code (for example jdx); null = the main brand.',
    public: true,
  }),
  'price.double_price': define({
    key: 'price.double_price',
    format: 'json',
    schema: z.object({
      enabled: z.boolean(),
      symbol: z.string().min(1).max(8).default('EUR'),
      rate: z.number().positive().default(1),
      decimals: z.number().int().min(0).max(4).default(0),
    }),
    fallback: { enabled: false, symbol: 'EUR', rate: 1, decimals: 0 },
    description: 'Second price in another currency on cards and vehicle pages (site.md §3 double price).',
    public: true,
  }),
  'finance.loan_example': define({
    key: 'finance.loan_example',
    format: 'json',
    schema: z.object({
      apr: z.number().min(0).max(20),
      months: z.number().int().min(12).max(120),
      down_payment_pct: z.number().min(0).max(90).default(0),
      bonus_payment: z.number().int().min(0).max(10_000_000).default(0),
      balloon_pct: z.number().min(0).max(80).default(0),
    }),
    fallback: defaultLoanTerms,
    description:
      'Assumptions of every monthly figure (cards, vehicle pages, budget search): 実質年率 %, 支払回数, 頭金 % of the price, ボーナス加算額 (yen, twice a year), 残価 % of the price.',
    public: true,
  }),
  'stock.order_online_enabled': define({
    key: 'stock.order_online_enabled',
    format: 'json',
    schema: z.boolean(),
    fallback: false,
    description: 'Shows the reserve button on vehicle pages once the order-online journey is live.',
    public: true,
  }),
  'stock.show_full_vin': define({
    key: 'stock.show_full_vin',
    format: 'json',
    schema: z.boolean(),
    fallback: false,
    description:
      'When true the vehicle APIs also send the full VIN; otherwise visitors get only its last 3 characters (vin_suffix, 車台番号下3桁).',
    // Not public: whether full VINs go out is the operator's policy, not page configuration.
    public: false,
  }),
  'auth.require_user_login': define({
    key: 'auth.require_user_login',
    format: 'json',
    schema: z.boolean(),
    fallback: false,
    description: 'When true, public pages require sign-in.',
    public: true,
  }),
  'auth.no_permissions_path': define({
    key: 'auth.no_permissions_path',
    format: 'text',
    // A path of this site only: an open redirect here would send signed-in staff anywhere.
    schema: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])[^\s\\]*$/, 'a path of this site, starting with a single /'),
    fallback: '/auth/error?type=noPermissions',
    description: 'Where people are sent when they lack the permission for a screen (site.md §2).',
    public: true,
  }),
  'forms.captcha': define({
    key: 'forms.captcha',
    format: 'json',
    schema: z.object({
      provider: z.enum(['none', 'recaptcha', 'turnstile']),
      site_key: nullableText.default(null),
      /** reCAPTCHA v3 scores below this are refused as automated. */
      min_score: z.number().min(0).max(1).default(0.5),
    }),
    fallback: { provider: 'none', site_key: null, min_score: 0.5 },
    description:
      'Anti-automation of public forms: reCAPTCHA v3 or Turnstile with its site key (the secret is the CAPTCHA_SECRET environment variable). none: honeypot and rate limits only.',
    public: true,
  }),
  'forms.enquiry_path': define({
    key: 'forms.enquiry_path',
    format: 'text',
    schema: z
      .string()
      .max(500)
      .regex(/^\/(?![/\\])[^\s\\?#]*$/, 'a path of this site, starting with a single /'),
    fallback: '/quote',
    description: 'The page with the quote form that a vehicle page’s enquiry button opens (with ?vehicle=, model= and dealer=).',
    public: true,
  }),
  'forms.email_verification_url': define({
    key: 'forms.email_verification_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Address of the e-mail verification service (POST {email}; key in EMAIL_VERIFICATION_API_KEY). Empty: addresses are only checked for their form.',
    public: false,
  }),
  'leads.api_base_url': define({
    key: 'leads.api_base_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Base URL of the CRM Lead API (POST /api/leads; token in LEAD_API_TOKEN). Empty: leads are kept and e-mailed but not sent to a CRM.',
    public: false,
  }),
  'leads.notification_recipients': define({
    key: 'leads.notification_recipients',
    format: 'json',
    schema: z.array(z.email()).max(20),
    fallback: [],
    description: 'Who is told of every new lead when its form names nobody (and no location address applies).',
    public: false,
  }),
  'leads.retention_days': define({
    key: 'leads.retention_days',
    format: 'json',
    schema: z.number().int().min(30).max(3650),
    fallback: 730,
    description: 'Leads older than this many days are anonymised (APPI: personal data is kept no longer than needed).',
    public: false,
  }),
  'ordering.hold_minutes': define({
    key: 'ordering.hold_minutes',
    format: 'json',
    schema: z.number().int().min(1).max(120),
    fallback: 15,
    description: 'How long a car is held for the visitor who started reserving it (the soft lock), in minutes.',
    public: true,
  }),
  'ordering.cancellation_path': define({
    key: 'ordering.cancellation_path',
    format: 'text',
    // A path of this site only (no query: the order's signed link adds one).
    schema: z.union([
      z.literal(''),
      z
        .string()
        .max(500)
        .regex(/^\/(?![/\\])[^\s\\?#]*$/, 'a path of this site, starting with a single /'),
    ]),
    fallback: '',
    description:
      'The page with the cancellation-flow block that the customer’s confirmation e-mail links to (with the order’s signed link). Empty: the order’s own confirmation page, which has the same cancellation screens.',
    public: true,
  }),
  'ordering.phone_verification': define({
    key: 'ordering.phone_verification',
    format: 'json',
    schema: z.boolean(),
    fallback: false,
    description: 'Before a deposit is paid, the visitor confirms their phone number with a code sent by SMS (Twilio Verify).',
    public: true,
  }),
  'tags.tag_manager_id': define({
    key: 'tags.tag_manager_id',
    format: 'text',
    schema: tagManagerIdSchema,
    fallback: null,
    description: 'Google Tag Manager container id (GTM-…); loaded after consent to the statistic scope. Empty: no tag manager.',
    public: true,
  }),
  'tags.maps': define({
    key: 'tags.maps',
    format: 'json',
    schema: mapsSettingSchema,
    fallback: null,
    description:
      'Google Maps JavaScript API: { key, region (JP), language (ja) }; loaded on map pages after consent to the optional scope.',
    public: true,
  }),
  'tags.error_reporting_dsn': define({
    key: 'tags.error_reporting_dsn',
    format: 'text',
    schema: errorReportingDsnSchema,
    fallback: null,
    description:
      'Error reporting (Sentry) DSN, https on sentry.io or a self-hosted Sentry (decision 0047); browser errors are sent after consent to the statistic scope, server errors always, without visitors’ personal data. Empty: none.',
    public: true,
  }),
  'popup.scheduled': define({
    key: 'popup.scheduled',
    format: 'json',
    // Content items that do not fit are dropped, not fatal (site.md §5); the rest is checked on save.
    schema: scheduledPopupSchema.nullable(),
    fallback: null,
    description:
      'Scheduled popup (site.md §3 Popup settings): { is_enabled, header, body: content items (html, form; calculator and finance_options_table kept, not shown yet), buttons: [{ url, text, icon, target, type, close_on_click }], start_date, end_date (2026-04-01 or 2026-04-01T09:00, Japan time), matching_paths (/news/*, /models/:model; empty = every page), store_type (localStorage, sessionStorage, cookie, none), namespace (basic-popup), cookie_expiry_days (1), close_label }.',
    public: true,
  }),
  'popup.exit_intent': define({
    key: 'popup.exit_intent',
    format: 'json',
    schema: exitIntentSchema.nullable(),
    fallback: null,
    description:
      'Exit-intent modal, once per session when a desktop pointer leaves through the top of the window: { is_enabled, header, content (HTML), ok_label, ok_link, ok_target, cancel_label (no cancel button without it), whitelist and blacklist of path patterns (empty whitelist = every page) }.',
    public: true,
  }),
  'floating_action_button.items': define({
    key: 'floating_action_button.items',
    format: 'json',
    schema: quickLinkItemsSchema,
    fallback: [],
    description:
      'Floating action button / quick links on every page (4 shown on desktops, 3 on phones; a page block’s own items win): [{ link: { url, link_text, target, type }, icon, dc_strategy: { key, value, fallback } }]. Empty: off. An item whose dynamic-content strategy says no is left out (docs/decisions/0048).',
    public: true,
  }),
  'outbound.allowed_hosts': define({
    key: 'outbound.allowed_hosts',
    format: 'json',
    schema: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(
            /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/,
            'a host name such as api.example.jp, or *.example.jp for its sub-domains',
          ),
      )
      .max(50),
    fallback: [],
    description:
      'Hosts the server may fetch the URLs of settings from (currency.api_url, mena.offers_api_url, collections.feed_url, dynamic_content.*): api.example.jp, or *.example.jp for its sub-domains; https and public addresses only (docs/decisions/0044). Empty: none.',
    public: false,
  }),
  'currency.api_url': define({
    key: 'currency.api_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Base URL of the currency service: GET {api_url}/currency-exchange gives the rate of the double price (its host must be on outbound.allowed_hosts). Empty: the static rate of price.double_price.',
    public: false,
  }),
  'currency.rate_key': define({
    key: 'currency.rate_key',
    format: 'text',
    schema: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, 'a key, or a dotted path such as data.rate'),
    fallback: 'exchangeRate',
    description: 'Key (or dotted path, e.g. data.rate) of the rate in the currency service’s answer: units of the second currency per yen.',
    public: false,
  }),
  'currency.start_date_key': define({
    key: 'currency.start_date_key',
    format: 'text',
    schema: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/, 'a key, or a dotted path such as data.start_date'),
    fallback: 'startDate',
    description: 'Key (or dotted path) of the date from which the rate applies in the currency service’s answer.',
    public: false,
  }),
  'mena.offers_api_url': define({
    key: 'mena.offers_api_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Address of the offers list (GET: a JSON array of { car_model_key, … }; its host must be on outbound.allowed_hosts). Empty: no offers.',
    public: false,
  }),
  // Decision 0060: the collection slider feed blocks' source.
  'collections.feed_url': define({
    key: 'collections.feed_url',
    format: 'text',
    schema: feedUrlSettingSchema,
    fallback: '',
    description:
      'Collection feed of the collection slider feed blocks: a URL template whose {lang}, {market}, {collection}, {limit} and {grouped} each block fills (GET: { "data": [{ id, title, description, image_url, url, group, price_jpy }] }; its host must be on outbound.allowed_hosts). Empty: those blocks show nothing.',
    public: false,
  }),
  // Dynamic-content strategies (site.md §5, §7; docs/decisions/0048). Hosts on outbound.allowed_hosts.
  'dynamic_content.model_list_url': define({
    key: 'dynamic_content.model_list_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Model list of the model_list strategy (GET: a JSON array whose first item’s keys are model names). Empty: content with that strategy is shown.',
    public: false,
  }),
  'dynamic_content.external_api_url': define({
    key: 'dynamic_content.external_api_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'Address of the external strategy’s service (GET with the key of DYNAMIC_CONTENT_API_KEY in X-API-Key: an array whose first item’s keys are model names). Empty: content with that strategy is hidden.',
    public: false,
  }),
  'dynamic_content.reffine_sl.api_base_url': define({
    key: 'dynamic_content.reffine_sl.api_base_url',
    format: 'text',
    schema: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]),
    fallback: '',
    description:
      'api_base_url of the REFFINE_SL strategy: GET {api_base_url}/public_api/dynamic_content/{uuids} gives each list’s model names. Empty: content with that strategy is hidden.',
    public: false,
  }),
  'dynamic_content.reffine_sl.lists_to_check': define({
    key: 'dynamic_content.reffine_sl.lists_to_check',
    format: 'json',
    schema: z.array(z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a list’s uuid')).max(50),
    fallback: [],
    description: 'lists_to_check of the REFFINE_SL strategy: the uuids of the lists whose model names content may name. Empty: hidden.',
    public: false,
  }),
  'stock_locator.endpoint_dealers': define({
    key: 'stock_locator.endpoint_dealers',
    format: 'text',
    schema: dealersEndpointSchema,
    fallback: '',
    description:
      'Dealers endpoint (site.md §7): /public_api/listing/{id}/retailers (our dealers table) or an http(s) URL on outbound.allowed_hosts. Empty: none.',
    public: false,
  }),
} as const;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = (typeof settingDefinitions)[K]['fallback'] extends infer F
  ? (typeof settingDefinitions)[K] extends SettingDefinition<infer T>
    ? T
    : F
  : never;

export const settingKeyPattern = /^[a-z0-9_]+(\.[a-z0-9_]+)*$/;
