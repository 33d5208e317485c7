import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import type { Breadcrumb } from '@/features/pages/pages.server';
import type { NavItem } from '../navigation.server';
import type { LogoChoice } from '../logo';
import { HeaderBehaviour } from './header-behaviour.client';
import styles from './site-header.module.css';

interface Props {
  nav: NavItem[];
  logo: LogoChoice;
  breadcrumbs: Breadcrumb[] | null;
  currentPath: string;
  t: Translate;
}

/** The product's own navigation: logo, menu from nav entries, and breadcrumbs. */
export function SiteHeader({ nav, logo, breadcrumbs, currentPath, t }: Props) {
  return (
    <header className={styles.header} data-site-header="">
      <a href="#main" className={styles.skip}>
        {t('site.skip_to_content')}
      </a>
      <div className={styles.bar}>
        <Link href={logo.homepage} className={styles.logo} data-analytics="navigation">
          <img src={logo.logo} alt={t('site.logo_alt')} width={180} height={24} />
        </Link>
        <HeaderBehaviour menuLabel={t('nav.menu')} closeLabel={t('nav.close')} menuId="site-menu" />
        <nav id="site-menu" className={styles.menu} aria-label={t('nav.main')}>
          <ul className={styles.menuList}>
            {nav.map((item) => (
              <li key={item.id} className={styles.menuItem}>
                <Link href={item.url} aria-current={currentPath === item.url ? 'page' : undefined} data-analytics="navigation">
                  {item.label}
                </Link>
                {item.children.length ? (
                  <ul className={styles.subList}>
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <Link href={child.url} data-analytics="navigation">
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {breadcrumbs && breadcrumbs.length > 1 ? (
        <nav className={styles.breadcrumbs} aria-label={t('nav.breadcrumbs')} data-breadcrumbs="" data-analytics="breadcrumbs">
          <ol>
            {breadcrumbs.map((crumb, i) => (
              <li key={crumb.path}>
                {i === breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.title}</span>
                ) : (
                  <Link href={crumb.path}>{i === 0 ? t('nav.home') : crumb.title}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </header>
  );
}
