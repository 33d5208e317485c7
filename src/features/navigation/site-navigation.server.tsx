import 'server-only';
import { getBreadcrumbs } from '@/features/pages/pages.server';
import { pathListed } from '@/features/pages/paths';
import { getSetting } from '@/features/settings/settings.server';
import type { Translate } from '@/i18n/i18n';
import { ExternalHeader } from './components/external-header';
import { LightHeader } from './components/light-header';
import { LogoOnlyHeader } from './components/logo-only-header';
import { SiteHeader } from './components/site-header';
import { getExternalNavigation } from './external-navigation.server';
import { getHostedNavigation } from './hosted-navigation.server';
import { defaultLogo, type LogoChoice } from './logo';
import { navigationKindFor, type NavigationKind } from './navigation-kind';
import { getLogoForPath, getNavTree } from './navigation.server';

/** The page's navigation kind from the settings (decision 0049). */
export async function navigationKindOf(path: string): Promise<NavigationKind> {
  const [source, hiddenPaths, logoOnlyPaths, lightPaths] = await Promise.all([
    getSetting('navigation.kind'),
    getSetting('navigation.hidden_paths'),
    getSetting('navigation.logo_only_paths'),
    getSetting('navigation.light_paths'),
  ]);
  return navigationKindFor(path, { source, hiddenPaths, logoOnlyPaths, lightPaths });
}

/** A logo-by-path entry that matches wins over the hosted service's logo; the service's wins over the default. */
function headerLogo(byPath: LogoChoice, hosted: LogoChoice | null | undefined): LogoChoice {
  const isDefault = byPath.logo === defaultLogo.logo && byPath.homepage === defaultLogo.homepage;
  return hosted && isDefault ? hosted : byPath;
}

/**
 * The site's header for a path (site.md §2 "Navigation kind depends on settings"): none, the
 * logo alone, the light bar, the external navigation, or the full header with menu and breadcrumbs
 * from our nav entries or the hosted service. A hosted or external navigation that is not there
 * (not set up, failing, refused by the outbound guard) gives our own, and the reason is logged.
 */
export async function SiteNavigation({ path, t }: { path: string; t: Translate }) {
  const kind = await navigationKindOf(path);
  if (kind === 'hidden') return null;
  const logo = await getLogoForPath(path);
  if (kind === 'logo_only') return <LogoOnlyHeader logo={logo} t={t} />;
  if (kind === 'external') {
    const external = await getExternalNavigation();
    if (external) return <ExternalHeader navigation={external} t={t} />;
  }
  const source = kind === 'light' ? await getSetting('navigation.kind') : kind;
  const hosted = source === 'hosted' ? await getHostedNavigation() : null;
  const nav = hosted?.items ?? (await getNavTree());
  if (kind === 'light') return <LightHeader nav={nav} logo={headerLogo(logo, hosted?.logo)} currentPath={path} t={t} />;
  const noCrumbPaths = await getSetting('navigation.breadcrumbs_disabled_paths');
  const breadcrumbs = pathListed(path, noCrumbPaths) ? null : await getBreadcrumbs(path);
  return <SiteHeader nav={nav} logo={headerLogo(logo, hosted?.logo)} breadcrumbs={breadcrumbs} currentPath={path} t={t} />;
}
