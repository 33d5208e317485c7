import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import type { LogoChoice } from '../logo';
import styles from './site-header.module.css';

/** The brand logo linking to the home page of its path (site.md §2 logo by path), as every header kind shows it. */
export function HeaderLogo({ logo, t }: { logo: LogoChoice; t: Translate }) {
  return (
    <Link href={logo.homepage} className={styles.logo} data-analytics="navigation">
      <img src={logo.logo} alt={t('site.logo_alt')} width={180} height={24} />
    </Link>
  );
}
