import 'server-only';
import { isCmpVendor } from '@/features/consent/consent';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { externalTransmissionNotice, type ExternalTransmissionNotice } from './notice';
import { configuredTags, type ConfiguredTag, type TagSettings } from './registry';

/** The tag settings as stored (each checked by its schema; an invalid one counts as not set). */
export async function getTagSettings(): Promise<TagSettings> {
  const [strategy, provider, tagManagerId, maps, errorReportingDsn] = await Promise.all([
    getSetting('cookie_consent.strategy'),
    getSetting('cookie_consent.provider'),
    getSetting('tags.tag_manager_id'),
    getSetting('tags.maps'),
    getSetting('tags.error_reporting_dsn'),
  ]);
  if (isCmpVendor(strategy) && !provider[strategy]) {
    // Fails closed: without the provider nothing asks, so nothing beyond the obligatory loads.
    logger.warn({ strategy }, 'cookie_consent.strategy names a consent provider that cookie_consent.provider does not configure');
  }
  return { strategy, provider, tagManagerId, maps, errorReportingDsn };
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
