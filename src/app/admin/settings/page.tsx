import type { Metadata } from 'next';
import { can } from '@/features/auth/permissions';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { SettingForm } from '@/features/cms/components/settings-form.client';
import local from '@/features/cms/components/settings.module.css';
import { settingDefinitions, type SettingKey } from '@/features/settings/definitions';
import { settingControl, settingText } from '@/features/settings/setting-form';
import { listSettings } from '@/features/settings/settings.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { resetSettingAction, saveSettingAction } from './actions';

export const metadata: Metadata = { title: getT('ja')('admin.settings.title'), robots: { index: false, follow: false } };

/** What is stored shown as it is typed: JSON pretty-printed, so a long value can be read and edited. */
function storedText(format: 'json' | 'text', value: string): string {
  if (format !== 'json') return value;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/**
 * Every setting by namespace (issue 8 item 12): what it does, its default, whether the default or a
 * stored value is in effect, and an editor that refuses a wrong value with the reason before it is
 * stored. Keys no definition knows are listed last with their values folded away.
 */
export default async function SettingsPage() {
  const actor = await requirePagePermission('settings.read', '/admin/settings');
  const stored = new Map((await listSettings(actor)).map((row) => [row.key, row]));
  const t = getT('ja');
  const s = (key: string, values?: Record<string, unknown>) => t(`admin.settings.${key}`, values);
  const canManage = can(actor, 'settings.manage');
  const groups = new Map<string, SettingKey[]>();
  for (const key of Object.keys(settingDefinitions) as SettingKey[]) {
    const namespace = key.includes('.') ? key.slice(0, key.indexOf('.')) : key;
    groups.set(namespace, [...(groups.get(namespace) ?? []), key]);
  }
  const unknown = [...stored.values()].filter((row) => !Object.hasOwn(settingDefinitions, row.key));
  const labels = (format: 'json' | 'text') => ({
    value: s('value'),
    help: format === 'json' ? s('value_help_json') : s('value_help_text'),
    save: s('save'),
    reset: s('reset'),
    refused: s('refused'),
    yes: s('true'),
    no: s('false'),
    useDefault: s('default_badge'),
  });
  return (
    <CmsShell actor={actor} current="admin" title={s('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="settings" />
      <p>{s('lead')}</p>
      {!canManage ? <p role="note">{s('read_only')}</p> : null}
      <nav aria-label={s('jump')}>
        <ul className={local.jump}>
          {[...groups.keys(), ...(unknown.length ? ['other'] : [])].map((namespace) => (
            <li key={namespace}>
              <a href={`#settings-${namespace}`}>{s(`namespace.${namespace}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups].map(([namespace, keys]) => (
        <section key={namespace} className={styles.section} aria-labelledby={`settings-${namespace}`}>
          <h2 id={`settings-${namespace}`}>{s(`namespace.${namespace}`)}</h2>
          {keys.map((key) => {
            const def = settingDefinitions[key];
            const row = stored.get(key);
            return (
              <article key={key} className={local.key} aria-labelledby={`key-${key}`}>
                <h3 id={`key-${key}`} className={local.keyName}>
                  <code>{key}</code>
                  <span className={local.badge}>{row ? s('stored_badge') : s('default_badge')}</span>
                </h3>
                <p>{s(`description.${key.replace(/\./g, '_')}`)}</p>
                <details>
                  <summary>{s('default')}</summary>
                  <pre className={local.default}>{settingText(def as never, def.fallback) || '—'}</pre>
                </details>
                {canManage ? (
                  <SettingForm
                    settingKey={key}
                    control={settingControl(def as never)}
                    value={row ? storedText(def.format, row.value) : ''}
                    storedId={row?.id ?? null}
                    save={saveSettingAction}
                    reset={resetSettingAction}
                    labels={labels(def.format)}
                  />
                ) : (
                  <pre className={local.default}>{row ? storedText(def.format, row.value) : '—'}</pre>
                )}
              </article>
            );
          })}
        </section>
      ))}
      {unknown.length ? (
        <section className={styles.section} aria-labelledby="settings-other">
          <h2 id="settings-other">{s('namespace.other')}</h2>
          <p className={styles.muted}>{s('other_lead')}</p>
          {unknown.map((row) => (
            <article key={row.key} className={local.key} aria-labelledby={`key-${row.key}`}>
              <h3 id={`key-${row.key}`} className={local.keyName}>
                <code>{row.key}</code>
              </h3>
              <details>
                <summary>{s('show_value')}</summary>
                <pre className={local.default}>{row.value}</pre>
              </details>
              {canManage ? (
                <SettingForm
                  settingKey={row.key}
                  control={{ kind: 'text', multiline: true }}
                  value={row.value}
                  storedId={row.id}
                  save={saveSettingAction}
                  reset={resetSettingAction}
                  labels={{ ...labels('text'), reset: s('delete_unknown') }}
                  editable={false}
                />
              ) : null}
            </article>
          ))}
        </section>
      ) : null}
    </CmsShell>
  );
}
