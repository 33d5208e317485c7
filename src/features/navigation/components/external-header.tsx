import type { Translate } from '@/i18n/i18n';
import type { ExternalNavigation } from '../external-navigation.server';
import { ExternalNavigationScripts } from './external-navigation-scripts.client';
import styles from './site-header.module.css';
import kinds from './navigation-kinds.module.css';

/**
 * The external navigation (site.md §7, decision 0049): its HTML as the server sanitised it (the
 * retailer placeholders filled), its stylesheets inlined, and its integrity-pinned scripts handed
 * to a small island that adds them with the page's nonce.
 */
export function ExternalHeader({ navigation, t }: { navigation: ExternalNavigation; t: Translate }) {
  return (
    <header className={kinds.external} data-site-header="" data-navigation-kind="external" data-analytics="navigation">
      <a href="#main" className={styles.skip}>
        {t('site.skip_to_content')}
      </a>
      {navigation.css ? <style data-external-navigation="" dangerouslySetInnerHTML={{ __html: navigation.css }} /> : null}
      {/* Sanitised by the editor-HTML sanitiser in external-navigation.server.ts, placeholders escaped. */}
      <div dangerouslySetInnerHTML={{ __html: navigation.html }} />
      {navigation.scripts.length ? <ExternalNavigationScripts scripts={navigation.scripts} /> : null}
    </header>
  );
}
