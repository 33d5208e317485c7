import { createElement, isValidElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { systemActor } from '@/features/auth/permissions';
import { saveSetting } from '@/features/settings/settings.server';
import { ExternalTransmissionNotice } from '@/features/tags/components/external-transmission-notice';
import { getExternalTransmissionNotice } from '@/features/tags/tags.server';
import { ThirdPartyTags } from '@/features/tags/third-party-tags.server';
import { withFreshDatabase } from '../fixtures/test-db';

/**
 * The 外部送信 notice and the page's tags, from stored settings (decision 0043): what the visitor
 * is told and what the browser is given to load come from the same registry.
 */
withFreshDatabase();

const tester = systemActor('test setup');
const domainScriptId = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const renderNotice = async () =>
  renderToStaticMarkup(createElement(ExternalTransmissionNotice, { notice: await getExternalTransmissionNotice() }));

describe('外部送信 notice from settings', () => {
  it('says no tag is in use on a fresh site, and the page loads no tag', async () => {
    const html = await renderNotice();
    expect(html).toContain('外部送信について');
    expect(html).toContain('現在、当サイトから外部の事業者へ情報を送信するタグはありません。');
    expect(html).toContain('Cookie設定を変更');
    expect(await ThirdPartyTags()).toBeNull();
  });

  it('lists the tag manager once its container id is set, with recipient, data, purpose and scope', async () => {
    await saveSetting(tester, 'tags.tag_manager_id', 'GTM-ABC123');
    const notice = await getExternalTransmissionNotice();
    expect(notice.entries.map((entry) => entry.id)).toEqual(['tag_manager']);
    const html = await renderNotice();
    for (const text of [
      'Google タグマネージャー',
      '送信先',
      'Google LLC',
      'www.googletagmanager.com',
      '送信される情報',
      '利用目的',
      'アクセス解析',
      '統計・アクセス解析',
    ]) {
      expect(html).toContain(text);
    }
  });

  it('adds the consent provider the strategy names, and hands the browser its script first', async () => {
    await saveSetting(tester, 'cookie_consent.provider', JSON.stringify({ onetrust: { domain_script_id: domainScriptId } }));
    await saveSetting(tester, 'cookie_consent.strategy', 'onetrust');
    await saveSetting(tester, 'tags.error_reporting_dsn', 'https://0123456789abcdef0123456789abcdef@o42.ingest.sentry.io/7');
    const notice = await getExternalTransmissionNotice();
    expect(notice.entries.map((entry) => [entry.id, entry.recipient])).toEqual([
      ['consent_provider', 'OneTrust, LLC'],
      ['tag_manager', 'Google LLC'],
      ['error_reporting', 'Functional Software, Inc.（Sentry）'],
    ]);
    expect(notice.entries[0]?.hosts).toContain('cdn.cookielaw.org');
    expect(notice.change.text).toContain('同意管理ツール');

    const loader = await ThirdPartyTags();
    expect(isValidElement(loader)).toBe(true);
    const props = (loader as { props: { source: unknown; tags: { id: string; scope: string; src: string; attributes: object }[] } }).props;
    expect(props.source).toEqual({ strategy: 'onetrust', provider: { categories: expect.objectContaining({ C0002: ['statistic'] }) } });
    // Error reporting is bundled code (issue 11 item 4), not a script the loader injects.
    expect(props.tags).toEqual([
      {
        id: 'consent_provider',
        scope: 'obligatory',
        src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
        attributes: { 'data-domain-script': domainScriptId, 'data-language': 'ja', charset: 'UTF-8' },
      },
      { id: 'tag_manager', scope: 'statistic', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123', attributes: {} },
    ]);
  });

  it('refuses, when saved, a consent provider script from a host that is not the vendor’s', async () => {
    await expect(
      saveSetting(
        tester,
        'cookie_consent.provider',
        JSON.stringify({ onetrust: { domain_script_id: domainScriptId, script_url: 'https://cdn.example.jp/otSDKStub.js' } }),
      ),
    ).rejects.toMatchObject({ status: 422 });
  });
});
