import { z } from 'zod';
import { navTreeSchema } from './nav-input';
import type { HostedNavigationSetting } from './navigation-settings';
import type { NavItem } from './navigation.server';

/**
 * The hosted navigation service (site.md §7: JSON "fetched from an origin with a path of the form
 * /naas/nav.locale=...disable...enable...logo=....json"; decision 0049).
 */

/**
 * `{origin}/naas/nav.locale=ja.disable=search,login.enable=retailer.logo=land_rover.json`: the four
 * parts always present, in this order, joined by dots; lists comma-separated (empty when none).
 * The setting's schema keeps every value to letters, digits, `_` and `-` (and the locale's one
 * separator), so no value can add a dot, a slash or a query of its own.
 */
export function hostedNavigationUrl(setting: HostedNavigationSetting): string {
  const parts = [
    `locale=${setting.locale}`,
    `disable=${setting.disable.join(',')}`,
    `enable=${setting.enable.join(',')}`,
    `logo=${setting.logo}`,
  ];
  return new URL(`/naas/nav.${parts.join('.')}.json`, setting.origin).href;
}

/**
 * What the service answers (our documented contract; the spec does not show one), on its own or
 * under `data`:
 *
 * ```json
 * { "items": [{ "label": "モデル", "url": "/models", "children": [{ "label": "ディフェンダー", "url": "/defender" }] }],
 *   "logo": { "src": "/brand/logo.svg", "href": "/" } }
 * ```
 *
 * Items are held to the rules of our own navigation (two levels, 12 top items, 20 below each,
 * labels up to 60 characters, links to a path, an anchor or http(s)). The logo is optional and
 * must be an image and a page of this site: an image from elsewhere would send visitors' requests
 * to a host the 外部送信 notice does not list.
 */
const sitePath = z
  .string()
  .regex(/^\/(?![/\\])[^\s]*$/, 'a path on this site')
  .max(2048);
const hostedNavigationSchema = z.object({
  items: navTreeSchema,
  logo: z.object({ src: sitePath, href: sitePath.default('/') }).optional(),
});

export interface HostedNavigation {
  items: NavItem[];
  logo: { logo: string; homepage: string } | null;
}

export type HostedNavigationReading = { ok: true; value: HostedNavigation } | { ok: false; problem: string };

export function readHostedNavigation(body: unknown): HostedNavigationReading {
  const candidate = body && typeof body === 'object' && !Array.isArray(body) && !('items' in body) && 'data' in body ? body.data : body;
  const parsed = hostedNavigationSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, problem: `${issue.path.join('.') || '(answer)'}: ${issue.message}` };
  }
  // Ids only key the rendered list; negative so that they can never be taken for nav entry rows.
  let id = 0;
  const items = parsed.data.items.map((item) => ({
    id: --id,
    label: item.label,
    url: item.url,
    children: item.children.map((child) => ({ id: --id, label: child.label, url: child.url, children: [] })),
  }));
  const logo = parsed.data.logo ? { logo: parsed.data.logo.src, homepage: parsed.data.logo.href } : null;
  return { ok: true, value: { items, logo } };
}
