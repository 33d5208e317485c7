import { z } from 'zod';
import { compilePathPattern } from '@/features/popups/path-patterns';
import { dealersEndpointSchema } from '@/features/stock/dealers-endpoint';
import { isHttpUrl, isSafeLinkUrl } from '@/lib/safe-url';

/**
 * Schemas of the navigation-kind settings (site.md §2, §7; docs/decisions/0049), checked where a
 * setting is saved and where it is read (features/settings/definitions.ts).
 */

/** Where the full navigation comes from: our nav entries, the hosted navigation JSON, or external HTML. */
export const navigationSources = ['own', 'hosted', 'external'] as const;
export type NavigationSource = (typeof navigationSources)[number];

/** Pages chosen by pattern (`/electric`, `/new-defender/*`): the popups' URL-pattern subset. */
export const pathPatternListSchema = z
  .array(
    z
      .string()
      .trim()
      .refine((pattern) => compilePathPattern(pattern) !== null, 'a path or pattern starting with /, e.g. /electric or /new-defender/*'),
  )
  .max(50);

const serviceWord = z.string().regex(/^[a-z0-9_-]{1,40}$/, 'lower-case letters, digits, _ or -');
const serviceWords = z.array(serviceWord).max(20).default([]);

/** A URL the server fetches: http(s) here, https unless the environment declares a stand-in (decision 0044). */
const fetchedUrl = z.url({ protocol: /^https?$/ });

/**
 * `navigation.hosted`: the hosted navigation service. The server asks
 * `{origin}/naas/nav.locale={locale}.disable={a,b}.enable={c}.logo={logo}.json`.
 */
export const hostedNavigationSettingSchema = z
  .object({
    origin: fetchedUrl.refine((value) => {
      const url = new URL(value);
      return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    }, 'an origin only, such as https://nav.example.jp'),
    locale: z
      .string()
      .regex(/^[a-z]{2}([_-][a-z]{2})?$/i, 'a locale such as ja or ja_jp')
      .default('ja'),
    disable: serviceWords,
    enable: serviceWords,
    logo: serviceWord.default('land_rover'),
  })
  .nullable();
export type HostedNavigationSetting = NonNullable<z.output<typeof hostedNavigationSettingSchema>>;

/** Subresource Integrity of one script: the hash an administrator pins (sha256, sha384 or sha512, base64). */
export const scriptIntegritySchema = z
  .string()
  .trim()
  .regex(
    /^(sha256-[A-Za-z0-9+/]{43}=|sha384-[A-Za-z0-9+/]{64}|sha512-[A-Za-z0-9+/]{86}==)$/,
    'a Subresource Integrity hash: sha384-… (openssl dgst -sha384 -binary file.js | openssl base64 -A)',
  );

/** A link the placeholders may put into the navigation: a path on this site or an http(s) URL. */
export const retailerUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => isSafeLinkUrl(v) && (v.startsWith('/') || isHttpUrl(v)), 'a path starting with / or an http(s) URL');

/**
 * `navigation.external`: a navigation supplied as HTML (fetched by the server, sanitised), its
 * stylesheets (fetched by the server and inlined) and its scripts (loaded by the browser, each
 * pinned by its integrity hash, with the company that receives the visitor's requests named for the
 * 外部送信 notice). The retailer's name and URL fill `{{retailer_name}}` and `{{retailer_url}}`.
 */
export const externalNavigationSettingSchema = z
  .object({
    html_url: fetchedUrl,
    css_urls: z.array(fetchedUrl).max(5).default([]),
    scripts: z
      .array(
        z.object({
          src: z.url({ protocol: /^https$/ }).refine((v) => !new URL(v).username && !new URL(v).password, 'no user name or password'),
          integrity: scriptIntegritySchema,
        }),
      )
      .max(3)
      .default([]),
    scripts_vendor: z.string().trim().min(1).max(100).optional(),
    retailer_name: z.string().trim().min(1).max(100).optional(),
    retailer_url: retailerUrlSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.scripts.length && !value.scripts_vendor) {
      ctx.addIssue({
        code: 'custom',
        path: ['scripts_vendor'],
        message: 'name the company the scripts are loaded from (the 外部送信 notice lists it)',
      });
    }
  })
  .nullable();
export type ExternalNavigationSetting = NonNullable<z.output<typeof externalNavigationSettingSchema>>;

/**
 * `footer.retailers`: its presence shows the footer's retailers section (site.md §2 "only if a
 * footer retailers API setting exists"). `endpoint` is the retailers API — ours
 * (`/public_api/listing/{id}/retailers`, read from the dealers table) or another service's URL —
 * and, when empty, `stock_locator.endpoint_dealers`; with neither, the log says 'No API URL has
 * been provided' and the section stays empty (site.md §8).
 */
export const footerRetailersSettingSchema = z
  .object({
    endpoint: dealersEndpointSchema.default(''),
    heading: z.string().trim().min(1).max(60).optional(),
  })
  .nullable();
