import type { Translate } from '@/i18n/i18n';
import type { LogoChoice } from '../logo';
import { HeaderLogo } from './header-logo';
import styles from './site-header.module.css';
import kinds from './navigation-kinds.module.css';

/** The logo-only navigation of the battery-electric page (site.md §2, decision 0049): the logo home, nothing else. */
export function LogoOnlyHeader({ logo, t }: { logo: LogoChoice; t: Translate }) {
  return (
    <header className={styles.header} data-site-header="" data-navigation-kind="logo_only">
      <a href="#main" className={styles.skip}>
        {t('site.skip_to_content')}
      </a>
      <div className={`${styles.bar} ${kinds.logoOnly}`}>
        <HeaderLogo logo={logo} t={t} />
      </div>
    </header>
  );
}
