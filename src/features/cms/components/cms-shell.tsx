import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Actor } from '@/features/auth/permissions';
import { can } from '@/features/auth/permissions';
import { getT } from '@/i18n/i18n';
import { adminScreensFor } from '../admin-screens';
import styles from './cms.module.css';

/**
 * The frame of every editor and admin screen: which product this is, where you are, who is signed
 * in, and the way out. `signOut` is the server action (passed in: features never import app code).
 */
export function CmsShell({
  actor,
  current,
  title,
  signOut,
  wide = false,
  children,
}: {
  actor: Actor;
  current: 'cms' | 'admin' | 'navigation' | 'account';
  title: string;
  signOut: () => Promise<void>;
  /** The page editor uses the whole width and shows its title small. */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = getT('ja');
  const who = actor.kind === 'user' ? t('auth.signed_in_as', { name: actor.name, role: t(`auth.role.${actor.role ?? 'none'}`) }) : '';
  // Publishers manage navigation and redirects under /admin without being admins: the link goes to
  // the first admin screen this person may open.
  const firstAdminScreen = adminScreensFor(actor)[0];
  const links = [
    { key: 'cms', href: '/cms', label: t('cms.nav_pages'), allowed: can(actor, 'cms.open') },
    { key: 'navigation', href: '/lrdx-navigation-test', label: t('cms.nav_navigation'), allowed: can(actor, 'cms.open') },
    { key: 'admin', href: firstAdminScreen?.path ?? '/admin', label: t('cms.nav_admin'), allowed: firstAdminScreen !== undefined },
  ] as const;
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <span className={styles.product}>{t('cms.product', { site: t('site.name') })}</span>
        <nav className={styles.nav} aria-label={t('cms.nav_label')}>
          {links
            .filter((link) => link.allowed)
            .map((link) => (
              <Link key={link.key} href={link.href} aria-current={link.key === current ? 'page' : undefined}>
                {link.label}
              </Link>
            ))}
          <Link href="/">{t('cms.nav_site')}</Link>
        </nav>
        {actor.kind === 'user' ? (
          <Link href="/cms/account" className={styles.who} aria-current={current === 'account' ? 'page' : undefined}>
            {who}
          </Link>
        ) : null}
        <form action={signOut}>
          <button type="submit" className={styles.signOut}>
            {t('auth.sign_out')}
          </button>
        </form>
      </header>
      <main className={wide ? styles.wideMain : styles.main} id="main">
        <h1 className={wide ? styles.wideTitle : styles.title}>{title}</h1>
        {children}
      </main>
    </div>
  );
}
