import Link from 'next/link';
import type { Actor } from '@/features/auth/permissions';
import { getT } from '@/i18n/i18n';
import { adminScreensFor, type AdminScreenKey } from '../admin-screens';
import styles from './cms.module.css';

/** The tabs across the admin screens: only those the signed-in person may open. */
export function AdminTabs({ actor, current }: { actor: Actor; current: AdminScreenKey }) {
  const t = getT('ja');
  return (
    <nav className={styles.tabs} aria-label={t('admin.tabs_label')}>
      {adminScreensFor(actor).map((screen) => (
        <Link key={screen.key} href={screen.path} aria-current={screen.key === current ? 'page' : undefined}>
          {t(`admin.tab.${screen.key}`)}
        </Link>
      ))}
    </nav>
  );
}
