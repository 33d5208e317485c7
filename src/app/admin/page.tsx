import type { Metadata } from 'next';
import { listApiTokens } from '@/features/auth/api-tokens.server';
import { listAudit } from '@/features/auth/audit.server';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { listUsers } from '@/features/auth/users.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { getT } from '@/i18n/i18n';
import { signOut } from '../auth/actions';
import { addToken, addUser, changeUser, revokeToken } from './actions';
import { AddTokenForm, AddUserForm, RevokeTokenForm, UserRowForms } from '@/features/cms/components/admin-forms.client';
import { allPermissions, roles } from '@/features/auth/permissions';
import { env } from '@/lib/env.server';

export const metadata: Metadata = { title: getT('ja')('cms.admin_title'), robots: { index: false, follow: false } };

/** The admin's overview: people and their roles, machine tokens, and the latest changes. */
export default async function AdminPage() {
  const actor = await requirePagePermission('admin.open', '/admin');
  const [users, tokens, audit] = await Promise.all([listUsers(actor), listApiTokens(actor), listAudit(actor, { limit: 30 })]);
  const t = getT('ja');
  const roleOptions = [...roles, 'none' as const].map((value) => ({ value, label: t(`auth.role.${value}`) }));
  const a = (key: string) => t(`admin.${key}`);
  return (
    <CmsShell actor={actor} current="admin" title={t('cms.admin_title')} signOut={signOut}>
      <AdminTabs actor={actor} current="overview" />
      {env().ADMIN_API_TOKEN ? (
        <p role="note" className={styles.warning}>
          {a('bootstrap_warning')}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="admin-users">
        <h2 id="admin-users">{t('cms.users_title', { count: users.length })}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cms.col_name')}</th>
              <th scope="col">{t('auth.email')}</th>
              <th scope="col">{t('cms.col_role')}</th>
              <th scope="col">{t('cms.col_sign_in')}</th>
              <th scope="col">{t('cms.col_two_factor')}</th>
              <th scope="col">{t('cms.col_state')}</th>
              <th scope="col">{a('save')}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id}>
                <td>{user.name}</td>
                <td>{user.email}</td>
                <td>{t(`auth.role.${user.role ?? 'none'}`)}</td>
                <td>{user.signInMethods.map((m) => t(`cms.sign_in_method.${m === 'password' ? 'password' : 'oidc'}`)).join('・')}</td>
                <td>{user.twoFactorEnabled ? t('cms.on') : t('cms.off')}</td>
                <td>{user.disabled ? t('cms.user_disabled') : t('cms.user_active')}</td>
                <td>
                  <UserRowForms
                    action={changeUser}
                    id={user.id}
                    name={user.email}
                    role={user.role ?? 'none'}
                    disabled={user.disabled}
                    roles={roleOptions}
                    labels={{ role: t('cms.col_role'), save: a('save'), disable: a('disable'), enable: a('enable') }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <AddUserForm
          action={addUser}
          roles={roleOptions}
          labels={{
            title: a('add_user'),
            email: t('auth.email'),
            name: a('name'),
            role: t('cms.col_role'),
            password: a('password'),
            passwordHelp: a('password_help'),
            submit: a('add'),
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="admin-tokens">
        <h2 id="admin-tokens">{t('cms.tokens_title', { count: tokens.length })}</h2>
        {tokens.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('cms.col_name')}</th>
                <th scope="col">{t('cms.col_token')}</th>
                <th scope="col">{t('cms.col_scopes')}</th>
                <th scope="col">{t('cms.col_last_used')}</th>
                <th scope="col">{t('cms.col_state')}</th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <td>{token.name}</td>
                  <td>
                    <code>{token.prefix}…</code>
                  </td>
                  <td>{token.scopes.join(', ')}</td>
                  <td>{formatJstDateTime(token.lastUsedAt)}</td>
                  <td>
                    {token.revokedAt
                      ? t('cms.token_revoked', { at: formatJstDateTime(token.revokedAt) })
                      : token.expiresAt
                        ? t('cms.token_expires', { at: formatJstDateTime(token.expiresAt) })
                        : t('cms.user_active')}
                    {token.revokedAt ? null : <RevokeTokenForm action={revokeToken} id={token.id} name={token.name} label={a('revoke')} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={styles.muted}>{t('cms.tokens_none')}</p>
        )}
        <AddTokenForm
          action={addToken}
          permissions={allPermissions.map((p) => ({ value: p, label: t(`auth.permission.${p.replace('.', '_')}`) }))}
          labels={{
            title: a('add_token'),
            name: a('token_name'),
            scopes: a('scopes'),
            expires: a('expires'),
            expiresHelp: a('expires_help'),
            submit: a('create'),
            secret: a('secret'),
          }}
        />
      </section>
      <section className={styles.section} aria-labelledby="admin-audit">
        <h2 id="admin-audit">{t('cms.audit_title')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('cms.col_when')}</th>
              <th scope="col">{t('cms.col_who')}</th>
              <th scope="col">{t('cms.col_action')}</th>
              <th scope="col">{t('cms.col_subject')}</th>
            </tr>
          </thead>
          <tbody>
            {audit.map((entry) => (
              <tr key={entry.id}>
                <td>{formatJstDateTime(entry.at)}</td>
                <td>{entry.actorLabel}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {entry.subjectType}
                  {entry.subjectId ? ` ${entry.subjectId}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </CmsShell>
  );
}
