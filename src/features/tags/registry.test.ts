import { describe, expect, it } from 'vitest';
import { resources } from '@/i18n/i18n';
import { configuredTags, consentSourceOf, tagIds, tagRegistry, type TagSettings } from './registry';

const none: TagSettings = { strategy: 'basic', provider: {}, tagManagerId: null, maps: null, errorReportingDsn: null };
const mapsKey = `AIza${'x'.repeat(35)}`;
const everything: TagSettings = {
  strategy: 'cookiebot',
  provider: { cookiebot: { cbid: '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9' } },
  tagManagerId: 'GTM-ABC123',
  maps: { key: mapsKey, region: 'JP', language: 'ja' },
  errorReportingDsn: 'https://0123456789abcdef0123456789abcdef@o123.ingest.sentry.io/7',
};

describe('tag registry', () => {
  it('needs consent for every tag but the consent provider and the external navigation (the page’s own menu, decision 0049)', () => {
    expect(
      Object.entries(tagRegistry)
        .filter(([, entry]) => entry.scope === 'obligatory')
        .map(([id]) => id),
    ).toEqual(['consent_provider', 'external_navigation']);
  });

  it('has the notice’s texts for every tag and service in Japanese and English', () => {
    for (const language of ['ja', 'en'] as const) {
      const tags = (resources[language] as unknown as { tags: Record<string, Record<string, unknown>> }).tags;
      for (const id of tagIds) {
        expect(tags.purposes?.[id], `${language} purpose ${id}`).toEqual(expect.any(String));
        expect(tags.data?.[id], `${language} data ${id}`).toEqual(expect.any(String));
      }
      for (const service of [
        'google_tag_manager',
        'google_maps',
        'sentry',
        'onetrust',
        'cookiebot',
        'usercentrics',
        'didomi',
        'external_navigation',
        'sentry_self_hosted',
      ]) {
        expect(tags.services?.[service], `${language} ${service}`).toEqual({ name: expect.any(String), vendor: expect.any(String) });
      }
    }
  });
});

describe('configured tags', () => {
  it('are none when nothing is set', () => {
    expect(configuredTags(none)).toEqual([]);
  });

  it('are the set ones, in registry order, with where they send and how they load', () => {
    expect(configuredTags(everything)).toEqual([
      {
        id: 'consent_provider',
        service: 'cookiebot',
        scope: 'obligatory',
        loading: 'every_page',
        hosts: ['consent.cookiebot.com', 'consentcdn.cookiebot.com'],
        script: {
          src: 'https://consent.cookiebot.com/uc.js',
          attributes: { id: 'Cookiebot', 'data-cbid': '3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9', 'data-culture': 'JA' },
        },
      },
      {
        id: 'tag_manager',
        service: 'google_tag_manager',
        scope: 'statistic',
        loading: 'every_page',
        hosts: ['www.googletagmanager.com'],
        script: { src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', attributes: {} },
      },
      {
        id: 'maps',
        service: 'google_maps',
        scope: 'optional',
        loading: 'on_demand',
        hosts: ['maps.googleapis.com', 'maps.gstatic.com'],
        script: { src: `https://maps.googleapis.com/maps/api/js?key=${mapsKey}&region=JP&language=ja&loading=async`, attributes: {} },
      },
      { id: 'error_reporting', service: 'sentry', scope: 'statistic', loading: 'bundled', hosts: ['o123.ingest.sentry.io'] },
    ]);
  });

  it('leave the consent provider out with the basic and none strategies, whatever is configured for it', () => {
    for (const strategy of ['basic', 'none'] as const) {
      expect(configuredTags({ ...everything, strategy }).map((tag) => tag.id)).toEqual(['tag_manager', 'maps', 'error_reporting']);
    }
  });

  it('leave the consent provider out when the strategy’s vendor has no entry', () => {
    expect(configuredTags({ ...everything, strategy: 'onetrust' })[0]?.id).toBe('tag_manager');
  });
});

describe('external navigation scripts (decision 0049)', () => {
  it('are listed with the hosts they load from and the company the settings name, loaded with the navigation', () => {
    const tags = configuredTags({ ...none, externalNavigation: { vendor: 'Example Nav株式会社', hosts: ['cdn.example.jp'] } });
    expect(tags).toEqual([
      {
        id: 'external_navigation',
        service: 'external_navigation',
        scope: 'obligatory',
        loading: 'with_navigation',
        hosts: ['cdn.example.jp'],
        recipient: 'Example Nav株式会社',
      },
    ]);
  });

  it('are not listed without scripts', () => {
    expect(configuredTags({ ...none, externalNavigation: { vendor: 'Example Nav株式会社', hosts: [] } })).toEqual([]);
    expect(configuredTags({ ...none, externalNavigation: null })).toEqual([]);
  });
});

describe('consent source', () => {
  it('is the strategy, with the provider’s mapping for a CMP', () => {
    expect(consentSourceOf(none)).toEqual({ strategy: 'basic' });
    expect(consentSourceOf(everything)).toEqual({
      strategy: 'cookiebot',
      provider: {
        categories: { necessary: ['obligatory'], preferences: ['optional'], statistics: ['statistic'], marketing: ['marketing'] },
      },
    });
    // A CMP without its entry reads nothing, so consent stays pending.
    expect(consentSourceOf({ ...none, strategy: 'didomi' })).toEqual({ strategy: 'didomi' });
  });
});

describe('error reporting (decision 0047)', () => {
  it('names Sentry as the recipient on Sentry’s hosts, and the site’s operator on a self-hosted Sentry', () => {
    const [onSentry] = configuredTags({ ...none, errorReportingDsn: 'https://0123456789abcdef0123456789abcdef@o9.ingest.de.sentry.io/3' });
    expect(onSentry).toMatchObject({ id: 'error_reporting', service: 'sentry', scope: 'statistic', hosts: ['o9.ingest.de.sentry.io'] });
    const [selfHosted] = configuredTags({ ...none, errorReportingDsn: 'https://0123456789abcdef0123456789abcdef@sentry.example.jp/3' });
    expect(selfHosted).toMatchObject({
      id: 'error_reporting',
      service: 'sentry_self_hosted',
      scope: 'statistic',
      hosts: ['sentry.example.jp'],
    });
  });

  it('is not in use with a DSN the schema would refuse', () => {
    expect(configuredTags({ ...none, errorReportingDsn: 'http://0123456789abcdef0123456789abcdef@o9.ingest.sentry.io/3' })).toEqual([]);
  });
});
