import 'server-only';
import { CookieBanner } from '@/features/consent/cookie-banner.client';
import { sanitizeEditorHtml } from '@/features/html/sanitize';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';

/** The banner shows only with the basic strategy and when its content is set (site.md §2). */
export async function CookieConsent() {
  const [strategy, content] = await Promise.all([getSetting('cookie_consent.strategy'), getSetting('cookie_consent.content')]);
  if (strategy === 'none' || !content) return null;
  const t = getT('ja');
  return (
    <CookieBanner
      content={{
        title: content.title,
        headingLevel: content.heading_level,
        bodyHtml: sanitizeEditorHtml(content.body),
        acceptLabel: content.accept_label,
        rejectLabel: content.reject_label ?? t('cookie.reject'),
        buttonPosition: content.button_position,
        regionLabel: t('cookie.region'),
      }}
    />
  );
}
