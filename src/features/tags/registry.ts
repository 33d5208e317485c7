import { isCmpVendor, type CmpVendor, type ConsentScope, type ConsentStrategy } from '@/features/consent/consent';
import { configuredProvider, type ConsentProviderSetting, type ProviderScript } from '@/features/consent/provider-settings';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { errorReportingHost, type MapsSetting } from './tag-settings';

export const tagIds = ['consent_provider', 'tag_manager', 'maps', 'error_reporting'] as const;
export type TagId = (typeof tagIds)[number];

/**
 * How a tag reaches the browser: a script on every page, a script only on pages that need it
 * (maps), or our own bundled code that sends data to the vendor (error reporting, issue 11 item 4).
 */
export type TagLoading = 'every_page' | 'on_demand' | 'bundled';

/**
 * The one registry of third-party tags (decision 0043): the consent scope each needs and how it
 * loads. The loader, the gating and the 外部送信 notice all read it; the notice's texts (vendor,
 * purpose, data sent) are `tags.*` translations keyed by the same ids.
 */
export const tagRegistry = {
  // The CMP asks for consent, so it cannot wait for it.
  consent_provider: { scope: 'obligatory', loading: 'every_page' },
  // Analytics and the container's other tags; marketing tags inside it follow the data layer's consent_update.
  tag_manager: { scope: 'statistic', loading: 'every_page' },
  maps: { scope: 'optional', loading: 'on_demand' },
  // Error reports are "performance" in the usual cookie categories: statistic, like analytics.
  error_reporting: { scope: 'statistic', loading: 'bundled' },
} as const satisfies Record<TagId, { scope: ConsentScope; loading: TagLoading }>;

export type TagService = 'google_tag_manager' | 'google_maps' | 'sentry' | CmpVendor;

/** A tag whose setting is present: what it is, where the browser sends data, how to load it. */
export interface ConfiguredTag {
  id: TagId;
  /** Key of the service in the translations (`tags.services.<service>`: name and vendor). */
  service: TagService;
  scope: ConsentScope;
  loading: TagLoading;
  hosts: string[];
  /** The script to inject, for every_page and on_demand tags. */
  script?: ProviderScript;
}

/** The settings the registry is filled from (already parsed and checked). */
export interface TagSettings {
  strategy: ConsentStrategy;
  provider: ConsentProviderSetting;
  tagManagerId: string | null;
  maps: MapsSetting | null;
  errorReportingDsn: string | null;
}

function tag(id: TagId, service: TagService, hosts: string[], script?: ProviderScript): ConfiguredTag {
  return { id, service, ...tagRegistry[id], hosts, ...(script ? { script } : {}) };
}

/** The tags in use, in registry order; a tag without its setting is not in use. */
export function configuredTags(settings: TagSettings): ConfiguredTag[] {
  const tags: ConfiguredTag[] = [];
  const provider = isCmpVendor(settings.strategy) ? configuredProvider(settings.strategy, settings.provider) : null;
  if (provider) tags.push(tag('consent_provider', provider.vendor, provider.hosts, provider.script));
  if (settings.tagManagerId) {
    const src = `https://www.googletagmanager.com/gtm.js?${new URLSearchParams({ id: settings.tagManagerId })}`;
    tags.push(tag('tag_manager', 'google_tag_manager', ['www.googletagmanager.com'], { src, attributes: {} }));
  }
  if (settings.maps) {
    const { key, region, language } = settings.maps;
    const src = `https://maps.googleapis.com/maps/api/js?${new URLSearchParams({ key, region, language, loading: 'async' })}`;
    tags.push(tag('maps', 'google_maps', ['maps.googleapis.com', 'maps.gstatic.com'], { src, attributes: {} }));
  }
  const errorHost = settings.errorReportingDsn ? errorReportingHost(settings.errorReportingDsn) : null;
  if (errorHost) tags.push(tag('error_reporting', 'sentry', [errorHost]));
  return tags;
}

/** How the browser reads consent for these settings (a CMP without its entry reads nothing: pending). */
export function consentSourceOf(settings: TagSettings): ConsentSource {
  const provider = isCmpVendor(settings.strategy) ? configuredProvider(settings.strategy, settings.provider) : null;
  return provider ? { strategy: settings.strategy, provider: provider.options } : { strategy: settings.strategy };
}
