import 'server-only';
import { editorHtmlSanitizer } from '@/features/html/editor-html.server';
import { getSetting } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { logger } from '@/lib/logger.server';
import { Heading } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { ResponsiveImage } from '@/features/media/responsive-image.server';
import { RichText } from '@/ui/rich-text';
import { GoBackLink } from './go-back-link.client';
import { defaultNotFoundImageId, readNotFoundSetting } from './not-found-content';
import styles from './error-pages.module.css';

/** The page-not-found view: administrator HTML, or the built-in page with causes and suggestions. */
export async function NotFoundView() {
  const t = getT('ja');
  const setting = readNotFoundSetting(await getSetting('page_not_found.content'));
  if (setting.kind === 'html') return <RichText html={(await editorHtmlSanitizer())(setting.html)} className={styles.content} />;
  if (setting.kind === 'invalid') logger.warn({ setting: 'page_not_found.content' }, 'Invalid JSON');
  const override = setting.kind === 'builtin' ? setting.override : {};
  return (
    <div className={styles.notFound} data-page="not-found">
      <ResponsiveImage
        image={{ id: override.image_id ?? defaultNotFoundImageId, alt: '' }}
        family="standard"
        sizes="100vw"
        priority
        className={styles.hero}
      />
      <div className={styles.content}>
        <Heading level="h1" size="xl">
          {override.heading ?? t('not_found.title')}
        </Heading>
        <p>{override.paragraph ?? t('not_found.message')}</p>
        <h2 className={styles.listTitle}>{t('not_found.causes_title')}</h2>
        <ul>
          <li>{t('not_found.cause_technical')}</li>
          <li>{t('not_found.cause_removed')}</li>
          <li>{t('not_found.cause_link')}</li>
          <li>{t('not_found.cause_typo')}</li>
        </ul>
        <h2 className={styles.listTitle}>{t('not_found.suggestions_title')}</h2>
        <ul>
          <li>{t('not_found.suggest_home')}</li>
          <li>
            <GoBackLink label={t('not_found.suggest_back')} />
          </li>
          <li>{t('not_found.suggest_retype')}</li>
        </ul>
        <LinkButtons
          links={[
            {
              type: 'internal',
              url: '/',
              label: override.button_label ?? t('not_found.back_home'),
              target: '_self',
              button_type: 'primary',
              size: 'medium',
            },
          ]}
        />
      </div>
    </div>
  );
}
