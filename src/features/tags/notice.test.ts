import { describe, expect, it } from 'vitest';
import { getT } from '@/i18n/i18n';
import { externalTransmissionNotice } from './notice';
import { configuredTags, type TagSettings } from './registry';

const t = getT('ja');
const settings: TagSettings = {
  strategy: 'basic',
  provider: {},
  tagManagerId: 'GTM-ABC123',
  maps: null,
  errorReportingDsn: 'https://0123456789abcdef0123456789abcdef@o123.ingest.sentry.io/7',
};

describe('外部送信 notice', () => {
  it('lists each tag in use with its recipient, data, purpose, scope and timing, in Japanese', () => {
    const notice = externalTransmissionNotice(configuredTags(settings), 'basic', t);
    expect(notice.title).toBe('外部送信について');
    expect(notice.empty).toBeNull();
    expect(notice.entries.map((entry) => entry.id)).toEqual(['tag_manager', 'error_reporting']);
    expect(notice.entries[0]).toEqual({
      id: 'tag_manager',
      service: 'Google タグマネージャー',
      recipient: 'Google LLC',
      hosts: ['www.googletagmanager.com'],
      data: expect.stringContaining('閲覧中のページのURL'),
      purpose: expect.stringContaining('アクセス解析'),
      scope: '統計・アクセス解析',
      timing: 'すべてのページで、「統計・アクセス解析」に同意いただいた後に読み込みます。',
    });
    expect(notice.entries[1]?.hosts).toEqual(['o123.ingest.sentry.io']);
    expect(notice.labels).toEqual({
      recipient: '送信先',
      hosts: '送信先のドメイン',
      data: '送信される情報',
      purpose: '利用目的',
      scope: '同意の区分',
      timing: '送信のタイミング',
    });
  });

  it('leaves out tags that are not configured, and says when none is in use', () => {
    const notice = externalTransmissionNotice([], 'basic', t);
    expect(notice.entries).toEqual([]);
    expect(notice.empty).toBe('現在、当サイトから外部の事業者へ情報を送信するタグはありません。');
  });

  it('shows the consent provider as sent without waiting for consent', () => {
    const tags = configuredTags({
      ...settings,
      strategy: 'onetrust',
      provider: { onetrust: { domain_script_id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b' } },
    });
    const provider = externalTransmissionNotice(tags, 'onetrust', t).entries[0];
    expect(provider).toMatchObject({
      id: 'consent_provider',
      service: 'OneTrust（同意管理）',
      recipient: 'OneTrust, LLC',
      scope: '必須（同意の選択にかかわらず送信）',
      timing: 'すべてのページで読み込みます。',
    });
  });

  it('explains how to change consent, with the button, for each strategy', () => {
    expect(externalTransmissionNotice([], 'basic', t).change).toEqual({
      title: '同意の確認・変更',
      text: expect.stringContaining('同意の選択画面が再び表示されます'),
      strategy: 'basic',
      button: { label: 'Cookie設定を変更', unavailable: expect.any(String) },
    });
    expect(externalTransmissionNotice([], 'didomi', t).change.text).toContain('同意管理ツールの設定画面');
    const none = externalTransmissionNotice(configuredTags(settings), 'none', t);
    expect(none.change.button).toBeNull();
    expect(none.change.text).toContain('ブラウザの設定');
    // Nobody is asked with strategy none: the notice must not claim the tag waits for consent.
    expect(none.entries[0]?.timing).toBe('すべてのページで読み込みます。');
  });
});
