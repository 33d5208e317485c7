import 'server-only';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { RichText } from '@/ui/rich-text';
import { ExitIntentDialog } from './components/islands';
import styles from './components/popups.module.css';
import { isExitIntentPath } from './exit-intent-rules';

const titleId = 'exit-intent-title';

/**
 * The exit-intent modal of the main layout (site.md §2) from the `popup.exit_intent` setting, on
 * pages that match its whitelist and not its blacklist; nothing (and no script) elsewhere.
 */
export async function ExitIntent({ path }: { path: string }) {
  const setting = await getSetting('popup.exit_intent');
  if (!setting?.is_enabled) return null;
  const eligible = isExitIntentPath(path, setting, (pattern) =>
    logger.warn({ setting: 'popup.exit_intent', pattern }, 'invalid popup URL pattern: treated as no match'),
  );
  if (!eligible) return null;
  const sanitize = await editorHtmlSanitizer();
  const t = getT('ja');
  return (
    <ExitIntentDialog
      key={path}
      labelledBy={setting.header ? titleId : undefined}
      label={t('popups.exit_intent_label')}
      closeLabel={t('popups.close')}
      ok={{ label: setting.ok_label, href: setting.ok_link, target: setting.ok_target }}
      cancelLabel={setting.cancel_label}
    >
      <div className={styles.popup}>
        {setting.header ? (
          <h2 id={titleId} className={styles.title}>
            {setting.header}
          </h2>
        ) : null}
        <RichText html={sanitize(setting.content)} />
      </div>
    </ExitIntentDialog>
  );
}
