import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import type { LogoChoice } from '../logo';
import type { NavItem } from '../navigation.server';
import { HeaderLogo } from './header-logo';
import styles from './site-header.module.css';
import kinds from './navigation-kinds.module.css';

/**
 * The light navigation of redesigned pages (site.md §2, decision 0049): the logo and the main links
 * in one bar — no sub-menus, no breadcrumbs, and no JavaScript (the row scrolls sideways on phones).
 */
export function LightHeader({ nav, logo, currentPath, t }: { nav: NavItem[]; logo: LogoChoice; currentPath: string; t: Translate }) {
  return (
    <header className={styles.header} data-site-header="" data-navigation-kind="light">
      <a href="#main" className={styles.skip}>
        {t('site.skip_to_content')}
      </a>
      <div className={styles.bar}>
        <HeaderLogo logo={logo} t={t} />
        {nav.length ? (
          <nav className={kinds.lightNav} aria-label={t('nav.main')}>
            <ul className={kinds.lightList}>
              {nav.map((item) => (
                <li key={item.id}>
                  <Link href={item.url} aria-current={currentPath === item.url ? 'page' : undefined} data-analytics="navigation">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
