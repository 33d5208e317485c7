import type { Metadata } from 'next';
import { AuthFrame } from '@/features/auth/components/auth-frame';
import styles from '@/features/auth/components/auth.module.css';
import { CodeForm } from '@/features/auth/components/code-form.client';
import { safeNextPath } from '@/features/auth/safe-next-path';
import { getT } from '@/i18n/i18n';
import { verifyTwoFactorCode } from '../actions';

export const metadata: Metadata = { title: getT('ja')('auth.two_factor_title'), robots: { index: false, follow: false } };

/** The second step after a correct password, for people who turned on two-step verification. */
export default async function TwoFactorPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNextPath(typeof params.next === 'string' ? params.next : undefined);
  const t = getT('ja');
  return (
    <AuthFrame brand={t('site.name')} title={t('auth.two_factor_title')} lead={t('auth.two_factor_lead')}>
      <CodeForm
        action={verifyTwoFactorCode}
        next={next}
        labels={{ code: t('auth.code'), hint: t('auth.code_hint'), submit: t('auth.verify'), submitting: t('auth.submitting') }}
      />
      <p className={styles.links}>
        <a href={`/auth/sign-in?next=${encodeURIComponent(next)}`}>{t('auth.back_to_sign_in')}</a>
      </p>
    </AuthFrame>
  );
}
