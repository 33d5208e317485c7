import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import styles from '@/features/auth/components/auth.module.css';
import { currentActor } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { getT } from '@/i18n/i18n';
import { signOut } from '../actions';

export const metadata: Metadata = { title: getT('ja')('auth.no_permissions_title'), robots: { index: false, follow: false } };

/**
 * `/auth/error?type=noPermissions` (site.md §2): a signed-in person without the permission for the
 * screen they asked for. It says which account is signed in and what to ask for, and offers to
 * sign out (another account may have the permission).
 */
export default async function AuthErrorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { type } = await searchParams;
  const actor = await currentActor();
  const t = getT('ja');
  if (type !== 'noPermissions' || actor.kind !== 'user') {
    return (
      <AuthFrame brand={t('site.name')} title={t('auth.error_title')} lead={t('auth.error_body')}>
        <p className={styles.links}>
          <Link href="/auth/sign-in">{t('auth.back_to_sign_in')}</Link>
          <Link href="/">{t('auth.to_site')}</Link>
        </p>
      </AuthFrame>
    );
  }
  const role = t(`auth.role.${actor.role ?? 'none'}`);
  return (
    <AuthFrame
      brand={t('site.name')}
      title={t('auth.no_permissions_title')}
      lead={actor.role ? t('auth.no_permissions_body', { name: actor.name }) : t('auth.no_permissions_no_role', { name: actor.name })}
    >
      <p>{t('auth.signed_in_as', { name: actor.email, role })}</p>
      <form action={signOut}>
        <button type="submit" className={styles.secondary}>
          {t('auth.sign_out')}
        </button>
      </form>
      <p className={styles.links}>
        {can(actor, 'cms.open') ? <Link href="/cms">{t('auth.to_cms')}</Link> : null}
        <Link href="/">{t('auth.to_site')}</Link>
      </p>
    </AuthFrame>
  );
}
