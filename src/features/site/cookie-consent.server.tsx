import 'server-only';
import { CookieBanner } from '@/features/consent/cookie-banner.client';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getSetting } from '@/features/settings/settings.server';
import { externalTransmissionPath } from '@/features/tags/components/external-transmission-link';
import { ThirdPartyTags } from '@/features/tags/third-party-tags.server';
import { getT } from '@/i18n/i18n';

/**
 * Consent and what it gates. Our banner shows only with the basic strategy and when its content is
 * set (site.md §2); with a consent provider (decision 0043) the provider's own banner asks instead,
 * loaded by the third-party tags, which also load every other tag once consent allows it.
 */
export async function CookieConsent() {
  const [strategy, content] = await Promise.all([getSetting('cookie_consent.strategy'), getSetting('cookie_consent.content')]);
  const t = getT('ja');
  return (
    <>
      {strategy === 'basic' && content ? (
        <CookieBanner
          content={{
            title: content.title,
            headingLevel: content.heading_level,
            bodyHtml: sanitizeEditorHtml(content.body),
            acceptLabel: content.accept_label,
            rejectLabel: content.reject_label ?? t('cookie.reject'),
            buttonPosition: content.button_position,
            regionLabel: t('cookie.region'),
            noticeLink: { href: externalTransmissionPath, label: t('tags.notice.link') },
          }}
        />
      ) : null}
      <ThirdPartyTags />
    </>
  );
}
