import 'server-only';
import type { ReactNode } from 'react';
import { SiteNavigation } from '@/features/navigation/site-navigation.server';
import { SiteFooterForPath } from '@/features/navigation/site-footer.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { CookieConsent } from './cookie-consent.server';
import { FormLinkModal } from '@/features/forms/components/islands';
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
  const brandTheme = await getSetting('theme.brand');
  // Brand theme (site.md §3 brand store): null is the main brand; a code such as jdx restyles tokens.
  return (
    <div data-brand-theme={brandTheme ?? undefined}>
      {/* First in the document, though shown at the bottom: its buttons are the first Tab stops. */}
      <CookieConsent />
      {/* The navigation kind and the footer follow the path and the settings (decision 0049). */}
      <SiteNavigation path={path} t={t} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooterForPath path={path} t={t} />
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
