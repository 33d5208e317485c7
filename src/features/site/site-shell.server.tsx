import 'server-only';
import type { ReactNode } from 'react';
import { getNavTree, getLogoForPath } from '@/features/navigation/navigation.server';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { SiteFooter } from '@/features/navigation/components/site-footer';
import { footerSchema } from '@/features/navigation/footer-schema';
import { getBreadcrumbs } from '@/features/pages/pages.server';
import { pathListed } from '@/features/pages/paths';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { CookieConsent } from './cookie-consent.server';
import { FormLinkModal } from '@/features/forms/components/form-link-modal.client';
import { SiteAnalytics } from '@/features/analytics/analytics.server';
import type { PageKind } from '@/features/analytics/page-view';
import { ScheduledPopup } from '@/features/popups/scheduled-popup.server';
import { ExitIntent } from '@/features/popups/exit-intent.server';
import { VideoModalHost } from '@/features/popups/video-modal-host.server';
import { QuickLinks } from '@/features/quick-links/quick-links.server';
import type { QuickLinkItem } from '@/features/quick-links/quick-link-item';

/**
 * Main layout of site.md §2: navigation (with breadcrumbs), the page, the footer, and the overlays
 * (quick links, scheduled popup, exit intent, video modal). `overlays={false}` leaves the marketing
 * overlays out: editors' previews, and the order-online journey, where a popup over a checkout
 * would only cost reservations (decision 0042).
 */
export async function SiteShell({
  path,
  children,
  pageKind = 'dx_other',
  overlays = !path.startsWith('/showroom-order-online'),
  quickLinks = null,
}: {
  path: string;
  children: ReactNode;
  pageKind?: PageKind;
  overlays?: boolean;
  /** Quick links a block of the page supplies: they win over the global setting (site.md §4). */
  quickLinks?: QuickLinkItem[] | null;
}) {
  const t = getT('ja');
  const [nav, logo, hiddenPaths, noCrumbPaths, footerJson, footerHtml, brandTheme, sanitize] = await Promise.all([
    getNavTree(),
    getLogoForPath(path),
    getSetting('navigation.hidden_paths'),
    getSetting('navigation.breadcrumbs_disabled_paths'),
    getSetting('footer.json'),
    getSetting('footer.html'),
    getSetting('theme.brand'),
    editorHtmlSanitizer(),
  ]);
  const breadcrumbs = pathListed(path, noCrumbPaths) ? null : await getBreadcrumbs(path);
  let footer = null;
  if (footerJson !== null) {
    const parsed = footerSchema.safeParse(footerJson);
    if (parsed.success) footer = parsed.data;
    else logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'footer.json does not fit the footer structure; ignored');
  }
  // Brand theme (site.md §3 brand store): null is the main brand; a code such as jdx restyles tokens.
  return (
    <div data-brand-theme={brandTheme ?? undefined}>
      {/* First in the document, though shown at the bottom: its buttons are the first Tab stops. */}
      <CookieConsent />
      {pathListed(path, hiddenPaths) ? null : <SiteHeader nav={nav} logo={logo} breadcrumbs={breadcrumbs} currentPath={path} t={t} />}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter data={footer} html={footerHtml} t={t} sanitize={sanitize} />
      <FormLinkModal closeLabel={t('forms.close')} failedLabel={t('forms.inquiry_error_message')} />
      {overlays ? (
        <>
          <QuickLinks pageItems={quickLinks} />
          <VideoModalHost />
          <ScheduledPopup path={path} />
          <ExitIntent path={path} />
        </>
      ) : null}
      <SiteAnalytics category={pageKind} brand={brandTheme ?? 'land_rover'} market="jp" />
    </div>
  );
}
