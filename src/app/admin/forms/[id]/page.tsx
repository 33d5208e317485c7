import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { FormDefinitionEditor } from '@/features/cms/components/form-definition-editor.client';
import { FormFieldBuilder, type FormBuilderLabels } from '@/features/cms/components/form-field-builder.client';
import { formatJstDateTime } from '@/features/cms/format-date';
import { boxTypes, fieldTypes, isDisplayed, localise, textFormats, type FormField } from '@/features/forms/definition';
import { readableValue } from '@/features/forms/deliveries.server';
import { getForm, inputOf } from '@/features/forms/forms.server';
import { listLeadExports } from '@/features/forms/lead-exports.server';
import { listLeads, type LeadView } from '@/features/forms/leads.server';
import { allLocations } from '@/features/forms/locations.server';
import { getT } from '@/i18n/i18n';
import { parseId } from '@/lib/params';
import { signOut } from '../../../auth/actions';
import { exportLeadsAction, retryDeliveriesAction, saveFormDefinitionAction } from '../actions';

export const metadata: Metadata = { title: getT('ja')('admin.forms.title'), robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | undefined>> };

const t = getT('ja');
const s = (key: string, values?: Record<string, unknown>) => t(`admin.forms.${key}`, values);
const day = /^\d{4}-\d{2}-\d{2}$/;

function nameOf(lead: LeadView): string {
  const a = lead.lead.attributes;
  const name = [a.family_name, a.given_name].filter((v) => typeof v === 'string').join(' ');
  return name || (typeof a.name === 'string' ? a.name : '—');
}

function rulesText(field: FormField): string {
  const r = field.rules;
  return [
    r.required ? s('rule_required') : '',
    r.min !== undefined ? s('rule_min', { min: r.min }) : '',
    r.max !== undefined ? s('rule_max', { max: r.max }) : '',
    r.size !== undefined ? s('rule_size', { size: r.size }) : '',
    isDisplayed(field) ? '' : `${s('box_hidden')}（${field.box_type}）`,
  ]
    .filter(Boolean)
    .join('・');
}

const builderTexts = [
  'title',
  'help',
  'name',
  'label_ja',
  'label_en',
  'type',
  'format',
  'box',
  'required',
  'min',
  'max',
  'size',
  'options',
  'options_help',
  'options_source',
  'width',
  'width_full',
  'width_half',
  'up',
  'down',
  'remove',
  'add',
  'add_type',
  'new_label',
  'save',
  'invalid',
  'field',
] as const;

/** The builder's texts, translated here: the browser gets strings, not the translation files. */
function builderLabels(): FormBuilderLabels {
  const each = <K extends string>(group: string, keys: readonly K[]) =>
    Object.fromEntries(keys.map((k) => [k, s(`builder.${group}.${k}`)])) as Record<K, string>;
  return {
    ...(Object.fromEntries(builderTexts.map((k) => [k, s(`builder.${k}`)])) as Record<(typeof builderTexts)[number], string>),
    types: each('types', fieldTypes),
    formats: each('formats', textFormats),
    boxes: each('boxes', boxTypes),
  };
}

/** A form's leads with their delivery status, filters, paging, resend and export; its fields and definition. */
export default async function FormLeadsPage({ params, searchParams }: Props) {
  const actor = await requirePagePermission('leads.read', '/admin/forms');
  const formId = parseId((await params).id);
  const query = await searchParams;
  const from = day.test(query.from ?? '') ? query.from! : '';
  const to = day.test(query.to ?? '') ? query.to! : '';
  const page = Math.max(1, Number(query.page) || 1);
  const form = await getForm(actor, formId);
  const [{ items, total }, exports, locations] = await Promise.all([
    listLeads(actor, formId, {
      items: 25,
      page,
      createdFrom: from ? new Date(`${from}T00:00:00+09:00`) : undefined,
      createdTo: to ? new Date(`${to}T23:59:59.999+09:00`) : undefined,
      sort: '-created_at',
    }),
    listLeadExports(actor, formId),
    allLocations(),
  ]);
  const locationName = new Map(locations.map((l) => [l.id, l.name]));
  const pages = Math.max(1, Math.ceil(total / 25));
  const phoneField = form.fields.find((f) => f.type === 'telephone');
  const link = (p: number) =>
    `/admin/forms/${formId}?${new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}), page: String(p) })}`;
  const flash =
    query.retried !== undefined
      ? Number(query.retried) > 0
        ? s('retried', { count: Number(query.retried) })
        : s('nothing_to_retry')
      : query.exported
        ? s('export_started')
        : query.saved
          ? s('saved')
          : query.created
            ? s('created')
            : query.deleted
              ? s('deleted')
              : null;

  return (
    <CmsShell actor={actor} current="admin" title={s('leads_title', { form: form.title })} signOut={signOut}>
      <AdminTabs actor={actor} current="forms" />
      <p>
        <Link href="/admin/forms">← {s('back')}</Link>
      </p>
      {flash ? (
        <p role="status" className={styles.formOk}>
          {flash}
        </p>
      ) : null}
      <section className={styles.section} aria-labelledby="leads">
        <h2 id="leads">{s('leads_title', { form: form.title })}</h2>
        <form method="get" className={styles.inlineForm} aria-label={s('filter_label')}>
          <label>
            {s('from')} <input type="date" name="from" defaultValue={from} className={styles.formInput} />
          </label>
          <label>
            {s('to')} <input type="date" name="to" defaultValue={to} className={styles.formInput} />
          </label>
          <button type="submit" className={styles.smallButton}>
            {s('filter')}
          </button>
          {from || to ? <Link href={`/admin/forms/${formId}`}>{s('clear')}</Link> : null}
        </form>
        {items.length === 0 ? (
          <p>{s('no_leads')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{s('col_when')}</th>
                <th scope="col">{s('col_name')}</th>
                <th scope="col">{s('col_contact')}</th>
                <th scope="col">{s('col_location')}</th>
                <th scope="col">{s('col_delivery')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((view) => (
                <tr key={view.lead.id}>
                  <td>
                    <Link href={`/admin/leads/${view.lead.id}`}>{formatJstDateTime(view.lead.createdAt)}</Link>
                  </td>
                  <td>{nameOf(view)}</td>
                  <td>
                    {typeof view.lead.attributes.email === 'string' ? view.lead.attributes.email : ''}
                    {phoneField ? <div>{readableValue(phoneField, view.lead.attributes[phoneField.name], 'ja')}</div> : null}
                  </td>
                  <td>{view.lead.locationId !== null ? (locationName.get(view.lead.locationId) ?? view.lead.locationId) : '—'}</td>
                  <td>
                    <ul className={styles.scopes}>
                      {view.deliveries.map((d) => (
                        <li key={d.kind} className={d.status === 'failed' ? styles.warning : undefined} title={d.lastError ?? undefined}>
                          {s(`delivery_${d.kind}`)}: {s(`status_${d.status}`)}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <nav aria-label={s('page', { page, pages, total })} className={styles.toolbar}>
          {page > 1 ? <Link href={link(page - 1)}>{s('previous')}</Link> : null}
          <span>{s('page', { page, pages, total })}</span>
          {page < pages ? <Link href={link(page + 1)}>{s('next')}</Link> : null}
        </nav>
        {can(actor, 'leads.manage') ? (
          <form action={retryDeliveriesAction}>
            <input type="hidden" name="form_id" value={formId} />
            <button type="submit" className={styles.smallButton}>
              {s('retry')}
            </button>
          </form>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="export">
        <h2 id="export">{s('export_title')}</h2>
        <p className={styles.muted}>{s('export_help')}</p>
        <form action={exportLeadsAction}>
          <input type="hidden" name="form_id" value={formId} />
          <input type="hidden" name="from" value={from} />
          <input type="hidden" name="to" value={to} />
          <button type="submit" className={styles.formButton}>
            {s('export')}
          </button>
        </form>
        {exports.length ? (
          <>
            <h3>{s('exports')}</h3>
            <ul>
              {exports.map((e) => (
                <li key={e.id}>
                  {formatJstDateTime(e.createdAt)} — {s(`export_${e.status}`)}
                  {e.status === 'completed' ? (
                    <>
                      {' '}
                      ({s('export_rows', { count: e.rowCount ?? 0 })}){' '}
                      <a href={`/api/forms/${formId}/lead_exports/${e.id}/download`}>{s('download')}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby="definition">
        <h2 id="definition">{s('definition_title')}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{s('col_field')}</th>
              <th scope="col">{s('col_label')}</th>
              <th scope="col">{s('col_field_type')}</th>
              <th scope="col">{s('col_rules')}</th>
            </tr>
          </thead>
          <tbody>
            {form.fields.map((field) => (
              <tr key={field.name}>
                <td>
                  <code>{field.name}</code>
                </td>
                <td>{localise(field.label, 'ja')}</td>
                <td>
                  {field.type}
                  {field.format !== 'plain' ? `（${field.format}）` : ''}
                </td>
                <td>{rulesText(field)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {can(actor, 'forms.manage') ? (
          <>
            <FormFieldBuilder
              action={saveFormDefinitionAction}
              formId={formId}
              revision={form.revision}
              definition={inputOf(form)}
              labels={builderLabels()}
            />
            <details className={styles.section}>
              <summary>{s('builder.json')}</summary>
              <FormDefinitionEditor
                action={saveFormDefinitionAction}
                formId={formId}
                revision={form.revision}
                initial={JSON.stringify(inputOf(form), null, 2)}
                labels={{ title: s('edit_title'), help: s('edit_help'), save: s('save'), invalid: s('invalid') }}
              />
            </details>
          </>
        ) : null}
      </section>
    </CmsShell>
  );
}
