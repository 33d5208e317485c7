import 'server-only';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { PopupBody } from './components/popup-body';
import { ScheduledPopupDialog } from './components/islands';
import { matchesPathPatterns } from './path-patterns';

const titleId = 'scheduled-popup-title';

/**
 * The scheduled popup of the main layout (site.md §2, §4) for the page at `path`, from the
 * `popup.scheduled` setting. Renders nothing — and ships no script — when it is off, when the page
 * does not match `matching_paths`, or when it has nothing to show. What can change without a new
 * render (the time window, the visitor's dismissal) is left to the browser.
 */
export async function ScheduledPopup({ path }: { path: string }) {
  const setting = await getSetting('popup.scheduled');
  if (!setting?.is_enabled) return null;
  const matches = matchesPathPatterns(path, setting.matching_paths, (pattern) =>
    logger.warn({ setting: 'popup.scheduled', pattern }, 'invalid popup URL pattern: treated as no match'),
  );
  if (!matches) return null;
  const items = setting.body.filter((item) => item.type === 'html' || item.type === 'form');
  if (!setting.header && !items.length && !setting.buttons.length) return null;
  const sanitize = await editorHtmlSanitizer();
  const t = getT('ja');
  return (
    <ScheduledPopupDialog
      key={path}
      start={setting.start_date}
      end={setting.end_date}
      storeType={setting.store_type}
      namespace={setting.namespace}
      cookieExpiryDays={setting.cookie_expiry_days}
      closeLabel={setting.close_label ?? t('popups.close')}
      labelledBy={setting.header ? titleId : undefined}
      label={t('popups.label')}
    >
      <PopupBody
        header={setting.header}
        titleId={titleId}
        items={items}
        buttons={setting.buttons}
        sanitize={sanitize}
        formLabels={{ loading: t('popups.form_loading'), failed: t('popups.form_failed') }}
      />
    </ScheduledPopupDialog>
  );
}
