import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { RecallActionForm } from '@/features/recalls/components/recall-admin-forms.client';
import screen from '@/features/recalls/components/recalls-admin.module.css';
import { todayInJapan } from '@/features/recalls/recall-check.server';
import { formatRecallDay } from '@/features/recalls/recall-status';
import { getRecallCampaign, listRecallCampaigns } from '@/features/recalls/recalls-admin.server';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { addVehiclesAction, createCampaignAction, deleteCampaignAction, removeVehiclesAction } from './actions';

const t = getT('ja');
const m = (key: string, values?: Record<string, unknown>) => t(`owner_tools.admin.${key}`, values);

export const metadata: Metadata = { title: m('title'), robots: { index: false, follow: false } };

/** Vehicles listed per campaign on the screen; the API gives the rest (GET /api/recalls/{id}?limit=). */
const shownVehicles = 200;

/**
 * /admin/recalls (decision 0065): the recall and service campaigns the VIN checker answers from,
 * each with its vehicles. Admins read it with `settings.read`; adding, updating and removing
 * campaigns and vehicles needs `settings.manage` (each change audited).
 */
export default async function AdminRecallsPage({ searchParams }: { searchParams: Promise<{ deleted?: string | string[] }> }) {
  const actor = await requirePagePermission('settings.read', '/admin/recalls');
  const { deleted } = await searchParams;
  const campaigns = await Promise.all(
    (await listRecallCampaigns(actor)).map((c) => getRecallCampaign(actor, c.id, { limit: shownVehicles })),
  );
  const manage = can(actor, 'settings.manage');
  const today = todayInJapan(new Date());
  return (
    <CmsShell actor={actor} current="admin" title={m('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="recalls" />
      <p className={screen.intro}>{m('intro')}</p>
      {typeof deleted === 'string' && deleted ? (
        <p role="status" className={styles.formOk}>
          {m('deleted', { code: deleted.slice(0, 40) })}
        </p>
      ) : null}
      {manage ? (
        <section className={styles.section} aria-labelledby="recalls-add">
          <h2 id="recalls-add">{m('add_title')}</h2>
          <RecallActionForm
            action={createCampaignAction}
            idPrefix="recall-new"
            legend={m('add_title')}
            submit={m('submit_create')}
            pending={m('creating')}
            fields={[
              { name: 'code', label: m('code'), help: m('code_help'), kind: 'text', required: true },
              { name: 'title', label: m('campaign_title'), kind: 'text', required: true },
              { name: 'description', label: m('description'), kind: 'textarea', rows: 3 },
              { name: 'remedy', label: m('remedy'), kind: 'textarea', rows: 3 },
              { name: 'starts_on', label: m('starts_on'), help: m('starts_on_help'), kind: 'date', required: true },
            ]}
          />
        </section>
      ) : (
        <p className={styles.muted}>{m('read_only')}</p>
      )}
      <section className={styles.section} aria-labelledby="recalls-list">
        <h2 id="recalls-list">{m('list_title', { n: campaigns.length })}</h2>
        {campaigns.length === 0 ? <p>{m('empty')}</p> : null}
        {campaigns.map(({ campaign, vehicles }) => (
          <details key={campaign.id} className={screen.campaign}>
            <summary>
              <span className={screen.code}>{campaign.code}</span>
              <span className={screen.campaignTitle}>{campaign.title}</span>
              {campaign.startsOn > today ? <span className={screen.badge}>{m('not_started')}</span> : null}
              <span className={styles.muted}>
                {m('summary', { starts: formatRecallDay(campaign.startsOn), vehicles: campaign.vehicles, remedied: campaign.remedied })}
              </span>
            </summary>
            <div className={screen.body}>
              <dl className={screen.facts}>
                <dt>{m('description')}</dt>
                <dd>{campaign.description || '—'}</dd>
                <dt>{m('remedy')}</dt>
                <dd>{campaign.remedy || '—'}</dd>
              </dl>
              <h3>{m('vehicles_title')}</h3>
              {vehicles.length === 0 ? (
                <p>{m('no_vehicles')}</p>
              ) : (
                <>
                  {campaign.vehicles > vehicles.length ? (
                    <p className={styles.muted}>{m('vehicles_shown', { shown: vehicles.length, total: campaign.vehicles })}</p>
                  ) : null}
                  <table className={`${styles.table} ${screen.vehicles}`}>
                    <thead>
                      <tr>
                        <th scope="col">{m('col_vin')}</th>
                        <th scope="col">{m('col_state')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {vehicles.map((v) => (
                        <tr key={v.vin}>
                          <td>
                            <code>{v.vin}</code>
                          </td>
                          <td>{v.remedied ? m('state_done') : m('state_open')}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
              {manage ? (
                <div className={screen.forms}>
                  <RecallActionForm
                    action={addVehiclesAction}
                    idPrefix={`recall-${campaign.id}-add`}
                    legend={m('add_vehicles')}
                    submit={m('submit_add')}
                    pending={m('adding')}
                    hidden={{ campaign_id: String(campaign.id) }}
                    fields={[
                      { name: 'vins', label: m('csv_label'), help: m('csv_help'), kind: 'textarea', rows: 6 },
                      { name: 'file', label: m('file_label'), kind: 'file' },
                    ]}
                  />
                  <RecallActionForm
                    action={removeVehiclesAction}
                    idPrefix={`recall-${campaign.id}-remove`}
                    legend={m('remove_vehicles')}
                    submit={m('submit_remove')}
                    pending={m('removing')}
                    hidden={{ campaign_id: String(campaign.id) }}
                    fields={[{ name: 'vins', label: m('remove_label'), kind: 'textarea', rows: 4 }]}
                  />
                  <RecallActionForm
                    action={deleteCampaignAction}
                    idPrefix={`recall-${campaign.id}-delete`}
                    legend={m('delete_title')}
                    submit={m('submit_delete')}
                    pending={m('deleting')}
                    hidden={{ campaign_id: String(campaign.id), code: campaign.code }}
                    fields={[]}
                  >
                    <label className={screen.confirm}>
                      <input type="checkbox" name="confirm" value="yes" required />{' '}
                      {m('delete_confirm', { code: campaign.code, vehicles: campaign.vehicles })}
                    </label>
                  </RecallActionForm>
                </div>
              ) : null}
            </div>
          </details>
        ))}
      </section>
    </CmsShell>
  );
}
