import type { ConsentStrategy } from '@/features/consent/consent';
import type { Translate } from '@/i18n/i18n';
import type { ConfiguredTag, TagId } from './registry';

/** One tag as the 外部送信 notice shows it (電気通信事業法 第27条の12). */
export interface NoticeEntry {
  id: TagId;
  service: string;
  /** 送信先: the company receiving the data. */
  recipient: string;
  hosts: string[];
  /** 送信される情報 */
  data: string;
  /** 利用目的 */
  purpose: string;
  scope: string;
  timing: string;
}

export interface ExternalTransmissionNotice {
  title: string;
  intro: string;
  entries: NoticeEntry[];
  /** Said instead of the list when no tag is in use. */
  empty: string | null;
  labels: { recipient: string; hosts: string; data: string; purpose: string; scope: string; timing: string };
  change: { title: string; text: string; strategy: ConsentStrategy; button: { label: string; unavailable: string } | null };
}

/**
 * The notice page's content from the tags in use (decision 0043): per tag its recipient, data,
 * purpose, consent scope and when it loads, then how to change consent. Tags not configured are
 * left out — the notice says what this site sends, not what it could.
 */
export function externalTransmissionNotice(tags: ConfiguredTag[], strategy: ConsentStrategy, t: Translate): ExternalTransmissionNotice {
  const entries = tags.map((tag): NoticeEntry => {
    const scope = t(`tags.scopes.${tag.scope}`);
    // With strategy none nobody is asked: say the tag loads, not that it waits for consent.
    const always = tag.scope === 'obligatory' || strategy === 'none';
    return {
      id: tag.id,
      service: t(`tags.services.${tag.service}.name`),
      recipient: tag.recipient ?? t(`tags.services.${tag.service}.vendor`),
      hosts: tag.hosts,
      data: t(`tags.data.${tag.id}`),
      purpose: t(`tags.purposes.${tag.id}`),
      scope,
      timing: t(`tags.timing.${tag.loading}${always ? '_always' : ''}`, { scope }),
    };
  });
  const askable = strategy !== 'none';
  return {
    title: t('tags.notice.title'),
    intro: t('tags.notice.intro'),
    entries,
    empty: entries.length ? null : t('tags.notice.none'),
    labels: {
      recipient: t('tags.notice.recipient'),
      hosts: t('tags.notice.hosts'),
      data: t('tags.notice.data'),
      purpose: t('tags.notice.purpose'),
      scope: t('tags.notice.scope'),
      timing: t('tags.notice.timing'),
    },
    change: {
      title: t('tags.notice.change_title'),
      text: t(strategy === 'basic' ? 'tags.notice.change_basic' : askable ? 'tags.notice.change_provider' : 'tags.notice.change_none'),
      strategy,
      button: askable ? { label: t('tags.notice.change_button'), unavailable: t('tags.notice.change_unavailable') } : null,
    },
  };
}
