import 'server-only';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getSetting } from '@/features/settings/settings.server';
import { getRetailers } from '@/features/stock/dealers.server';
import type { Translate } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { SiteFooter } from './components/site-footer';
import type { FooterRetailersData } from './components/footer-retailers';
import { footerSchema, type FooterData } from './footer-schema';
import { footerKindFor } from './navigation-kind';
import { navigationKindOf } from './site-navigation.server';

/** The retailers section when `footer.retailers` is set (decision 0049); its endpoint, or the stock locator's. */
async function footerRetailers(t: Translate): Promise<FooterRetailersData | null> {
  const setting = await getSetting('footer.retailers');
  if (!setting) return null;
  const endpoint = setting.endpoint || (await getSetting('stock_locator.endpoint_dealers'));
  return { heading: setting.heading ?? t('footer.retailers_heading'), items: await getRetailers(endpoint) };
}

/**
 * The footer for a path (site.md §2): redesigned pages (light navigation) and the battery-electric
 * page (logo only) use their own footer settings when set, every other page `footer.json` or
 * `footer.html`; the retailers section follows `footer.retailers`.
 */
export async function SiteFooterForPath({ path, t }: { path: string; t: Translate }) {
  const footerKind = footerKindFor(await navigationKindOf(path));
  const [mainJson, html, ownJson, retailers, sanitize] = await Promise.all([
    getSetting('footer.json'),
    getSetting('footer.html'),
    footerKind === 'light' ? getSetting('footer.light_json') : footerKind === 'logo_only' ? getSetting('footer.logo_only_json') : null,
    footerRetailers(t),
    editorHtmlSanitizer(),
  ]);
  const json = ownJson ?? mainJson;
  let data: FooterData | null = null;
  if (json !== null) {
    const parsed = footerSchema.safeParse(json);
    if (parsed.success) data = parsed.data;
    else logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'the footer setting does not fit the footer structure; ignored');
  }
  return <SiteFooter data={data} html={html} t={t} sanitize={sanitize} retailers={retailers} />;
}
