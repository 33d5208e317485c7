import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { oidcConfigured } from '@/features/auth/better-auth.server';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import styles from '@/features/auth/components/auth.module.css';
import { SignInForm } from '@/features/auth/components/sign-in-form.client';
import { currentActor } from '@/features/auth/current-actor.server';
import { safeNextPath } from '@/features/auth/safe-next-path';
import { getT } from '@/i18n/i18n';
import { signInWithIdentityProvider, signInWithPassword } from '../actions';

export const metadata: Metadata = { title: getT('ja')('auth.sign_in_title'), robots: { index: false, follow: false } };

/** What better-auth puts in `?error=` when the identity provider's sign-in did not finish. */
function providerError(code: string | undefined, t: ReturnType<typeof getT>): string | undefined {
  if (!code) return undefined;
  if (code === 'account_not_linked') return t('auth.oidc_not_linked');
  if (code === 'access_denied') return t('auth.oidc_cancelled');
  return t('auth.oidc_failed');
}

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === 'string' ? params.next : undefined);
  if ((await currentActor()).kind === 'user') redirect(next);
  const t = getT('ja');
  return (
    <AuthFrame brand={t('site.name')} title={t('auth.sign_in_title')} lead={t('auth.sign_in_lead')}>
      <SignInForm
        action={signInWithPassword}
        next={next}
        initialError={providerError(typeof params.error === 'string' ? params.error : undefined, t)}
        labels={{ email: t('auth.email'), password: t('auth.password'), submit: t('auth.submit'), submitting: t('auth.submitting') }}
      />
      {oidcConfigured() ? (
        <>
          <p className={styles.divider}>{t('auth.or')}</p>
          <form action={signInWithIdentityProvider}>
            <input type="hidden" name="next" value={next} />
            <button type="submit" className={styles.secondary}>
              {t('auth.oidc_button')}
            </button>
          </form>
        </>
      ) : null}
      <p className={styles.links}>
        <Link href="/">{t('auth.to_site')}</Link>
      </p>
    </AuthFrame>
  );
}
