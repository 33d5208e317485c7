import 'server-only';
import { isCmpVendor } from '@/features/consent/consent';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { externalTransmissionNotice, type ExternalTransmissionNotice } from './notice';
import { configuredTags, type ConfiguredTag, type TagSettings } from './registry';

/** The tag settings as stored (each checked by its schema; an invalid one counts as not set). */
export async function getTagSettings(): Promise<TagSettings> {
  const [strategy, provider, tagManagerId, maps, errorReportingDsn, navigationKind, externalNavigation] = await Promise.all([
    getSetting('cookie_consent.strategy'),
    getSetting('cookie_consent.provider'),
    getSetting('tags.tag_manager_id'),
    getSetting('tags.maps'),
    getSetting('tags.error_reporting_dsn'),
    getSetting('navigation.kind'),
    getSetting('navigation.external'),
  ]);
  if (isCmpVendor(strategy) && !provider[strategy]) {
    // Fails closed: without the provider nothing asks, so nothing beyond the obligatory loads.
    logger.warn({ strategy }, 'cookie_consent.strategy names a consent provider that cookie_consent.provider does not configure');
  }
  // The external navigation's scripts are in use while the site's navigation is the external one (decision 0049).
  const navigationScripts = navigationKind === 'external' ? (externalNavigation?.scripts ?? []) : [];
  return {
    strategy,
    provider,
    tagManagerId,
    maps,
    errorReportingDsn,
    externalNavigation: navigationScripts.length
      ? {
          vendor: externalNavigation!.scripts_vendor ?? '',
          hosts: [...new Set(navigationScripts.map((script) => new URL(script.src).hostname))],
        }
      : null,
  };
}

/** The tags in use on this site, from the settings. */
export async function getConfiguredTags(): Promise<ConfiguredTag[]> {
  return configuredTags(await getTagSettings());
}

/** The 外部送信 notice page's content, in Japanese, from the tags in use. */
export async function getExternalTransmissionNotice(): Promise<ExternalTransmissionNotice> {
  const settings = await getTagSettings();
  return externalTransmissionNotice(configuredTags(settings), settings.strategy, getT('ja'));
}
