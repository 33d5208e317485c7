import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { getOwnAccount } from '@/features/auth/users.server';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { TwoFactorPanel } from '@/features/cms/components/two-factor-setup.client';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { confirmTwoFactor, startTwoFactor, stopTwoFactor } from './actions';

export const metadata: Metadata = { title: getT('ja')('cms.account.title'), robots: { index: false, follow: false } };

/** The signed-in person's own account: who they are, their role, and two-step verification (issue 8 item 4). */
export default async function AccountPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePagePermission('cms.open', '/cms/account');
  const account = await getOwnAccount(actor);
  const changed = (await searchParams).two_factor;
  const t = getT('ja');
  const a = (key: string) => t(`cms.account.${key}`);
  const labels = {
    password: a('password'),
    start: a('start'),
    startHelp: a('start_help'),
    secret: a('secret'),
    secretHelp: a('secret_help'),
    openApp: a('open_app'),
    code: a('code'),
    confirm: a('confirm'),
    backupTitle: a('backup_title'),
    backupHelp: a('backup_help'),
    done: a('done'),
    stop: a('stop'),
    stopHelp: a('stop_help'),
    stopped: a('stopped'),
  };
  const hasPassword = account.signInMethods.includes('password');
  return (
    <CmsShell actor={actor} current="account" title={a('title')} signOut={signOut}>
      <section className={styles.section} aria-labelledby="account-who">
        <h2 id="account-who">{a('who')}</h2>
        <dl>
          <dt>{t('cms.col_name')}</dt>
          <dd>{account.name}</dd>
          <dt>{t('auth.email')}</dt>
          <dd>{account.email}</dd>
          <dt>{t('cms.col_role')}</dt>
          <dd>{t(`auth.role.${account.role ?? 'none'}`)}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="account-2fa">
        <h2 id="account-2fa">{t('cms.col_two_factor')}</h2>
        {changed === 'on' && account.twoFactorEnabled ? (
          <p role="status" className={styles.formOk}>
            {a('done')}
          </p>
        ) : null}
        {changed === 'off' && !account.twoFactorEnabled ? (
          <p role="status" className={styles.formOk}>
            {a('stopped')}
          </p>
        ) : null}
        <p>{account.twoFactorEnabled ? a('state_on') : a('state_off')}</p>
        {!hasPassword ? (
          <p className={styles.muted}>{a('idp_only')}</p>
        ) : (
          <TwoFactorPanel
            enabled={account.twoFactorEnabled}
            start={startTwoFactor}
            confirm={confirmTwoFactor}
            stop={stopTwoFactor}
            labels={labels}
          />
        )}
      </section>
    </CmsShell>
  );
}
