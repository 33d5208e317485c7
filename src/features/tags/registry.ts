import { isCmpVendor, type CmpVendor, type ConsentScope, type ConsentStrategy } from '@/features/consent/consent';
import { configuredProvider, type ConsentProviderSetting, type ProviderScript } from '@/features/consent/provider-settings';
import type { ConsentSource } from '@/features/consent/watch-consent';
import { errorReportingDestination, type MapsSetting } from './tag-settings';

export const tagIds = ['consent_provider', 'tag_manager', 'maps', 'error_reporting', 'external_navigation'] as const;
export type TagId = (typeof tagIds)[number];

/**
 * How a tag reaches the browser: a script on every page, a script only on pages that need it
 * (maps), our own bundled code that sends data to the vendor (error reporting, issue 11 item 4), or
 * scripts that come with the external navigation wherever it is shown (decision 0049).
 */
export type TagLoading = 'every_page' | 'on_demand' | 'bundled' | 'with_navigation';

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
  // The external navigation's scripts (decision 0049): part of the page's navigation, loaded with
  // it; an administrator pins each by its integrity hash and names the company behind them.
  external_navigation: { scope: 'obligatory', loading: 'with_navigation' },
} as const satisfies Record<TagId, { scope: ConsentScope; loading: TagLoading }>;

export type TagService = 'google_tag_manager' | 'google_maps' | 'sentry' | 'sentry_self_hosted' | 'external_navigation' | CmpVendor;

/** A tag whose setting is present: what it is, where the browser sends data, how to load it. */
export interface ConfiguredTag {
  id: TagId;
  /** Key of the service in the translations (`tags.services.<service>`: name and vendor). */
  service: TagService;
  scope: ConsentScope;
  loading: TagLoading;
  hosts: string[];
  /** 送信先 as the settings name it, for services whose company is not known in advance. */
  recipient?: string;
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
  /** The external navigation's scripts, when the site shows that navigation (decision 0049). */
  externalNavigation?: { vendor: string; hosts: string[] } | null;
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
  const errors = settings.errorReportingDsn ? errorReportingDestination(settings.errorReportingDsn) : null;
  // A self-hosted Sentry receives the reports on a server of our own, not Sentry's (decision 0047).
  if (errors) tags.push(tag('error_reporting', errors.operator === 'sentry' ? 'sentry' : 'sentry_self_hosted', [errors.host]));
  const navigation = settings.externalNavigation;
  if (navigation?.hosts.length)
    tags.push({ ...tag('external_navigation', 'external_navigation', navigation.hosts), recipient: navigation.vendor });
  return tags;
}

/** How the browser reads consent for these settings (a CMP without its entry reads nothing: pending). */
export function consentSourceOf(settings: TagSettings): ConsentSource {
  const provider = isCmpVendor(settings.strategy) ? configuredProvider(settings.strategy, settings.provider) : null;
  return provider ? { strategy: settings.strategy, provider: provider.options } : { strategy: settings.strategy };
}
