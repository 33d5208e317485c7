import type { Metadata } from 'next';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { derivativesOf, groupedNameplates } from '@/features/models/catalogue';
import { derivativeFigures } from '@/features/models/catalogue-format';
import screen from '@/features/models/components/catalogue-admin.module.css';
import { CatalogueImportForm } from '@/features/models/components/catalogue-import-form.client';
import { modelCatalogueForAdmin } from '@/features/models/models-admin.server';
import type { ModelCatalogue, Nameplate } from '@/features/models/types';
import { formatYenFull, formatYenMan } from '@/features/stock/format';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { importCatalogue } from './actions';

export const metadata: Metadata = { title: getT('ja')('admin.models.title'), robots: { index: false, follow: false } };

const t = getT('ja');
const m = (key: string, values?: Record<string, unknown>) => t(`admin.models.${key}`, values);

/**
 * /admin/models (decision 0056): the model catalogue as stored — brands, families, nameplates and
 * their derivatives — with the JSON import (a full replace) and the export. Admins read it with
 * `settings.read`; importing needs `settings.manage`.
 */
export default async function AdminModelsPage() {
  const actor = await requirePagePermission('settings.read', '/admin/models');
  const cat = await modelCatalogueForAdmin(actor);
  const labels = {
    legend: m('import_legend'),
    file: m('file'),
    fileHelp: m('file_help'),
    json: m('json'),
    jsonHelp: m('json_help'),
    submit: m('submit'),
    importing: m('importing'),
    pointer: m('col_pointer'),
    reason: m('col_reason'),
  };
  return (
    <CmsShell actor={actor} current="admin" title={m('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="models" />
      <section className={styles.section} aria-labelledby="models-import">
        <h2 id="models-import">{m('import_title')}</h2>
        <div role="note" className={screen.warning}>
          <p>{m('replace_warning')}</p>
        </div>
        <p>
          <a href="/api/models/export" download="model-catalogue.json">
            {m('export')}
          </a>{' '}
          <span className={styles.muted}>{m('export_help')}</span>
        </p>
        {can(actor, 'settings.manage') ? (
          <CatalogueImportForm action={importCatalogue} labels={labels} />
        ) : (
          <p className={styles.muted}>{m('import_not_allowed')}</p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="models-list">
        <h2 id="models-list">{m('list_title', { nameplates: cat.nameplates.length, derivatives: cat.derivatives.length })}</h2>
        {cat.nameplates.length === 0 ? <p>{m('empty')}</p> : <CatalogueList cat={cat} />}
      </section>
    </CmsShell>
  );
}

function CatalogueList({ cat }: { cat: ModelCatalogue }) {
  return groupedNameplates(cat).map(({ brand, families }) => (
    <section key={brand.key} aria-labelledby={`brand-${brand.key}`}>
      <h3 id={`brand-${brand.key}`}>
        {brand.nameJa} <code className={styles.muted}>{brand.key}</code>
      </h3>
      {families.map(({ family, nameplates }) => (
        <section key={family.key} aria-labelledby={`family-${family.key}`}>
          <h4 id={`family-${family.key}`}>
            {family.nameJa} <code className={styles.muted}>{family.key}</code>
          </h4>
          {nameplates.map((nameplate) => (
            <NameplateDetails key={nameplate.key} cat={cat} nameplate={nameplate} />
          ))}
        </section>
      ))}
    </section>
  ));
}

function NameplateDetails({ cat, nameplate }: { cat: ModelCatalogue; nameplate: Nameplate }) {
  const derivatives = derivativesOf(cat, nameplate.key);
  const engines = new Map(cat.engines.map((e) => [e.key, e]));
  const bodyStyles = new Map(cat.bodyStyles.map((s) => [s.key, s]));
  const from = derivatives[0];
  return (
    <details className={screen.nameplate}>
      <summary>
        <span className={screen.nameplateName}>{nameplate.nameJa}</span>
        <code>{nameplate.key}</code>
        <span>{m('code', { code: nameplate.code, canonical: nameplate.canonicalCode })}</span>
        <span>{m('derivative_count', { count: derivatives.length })}</span>
        {from ? <span>{m('price_from', { price: formatYenMan(from.priceFromJpy, t) })}</span> : null}
      </summary>
      <div className={screen.derivatives}>
        <p>
          {m('page')}:{' '}
          {nameplate.pagePath ? (
            <a href={nameplate.pagePath}>{nameplate.pagePath}</a>
          ) : (
            <span className={styles.muted}>{m('no_page')}</span>
          )}
        </p>
        {derivatives.length === 0 ? (
          <p>{m('no_derivatives')}</p>
        ) : (
          <table className={styles.table}>
            <caption className={styles.muted}>{m('derivatives_caption', { name: nameplate.nameJa })}</caption>
            <thead>
              <tr>
                <th scope="col">{m('col_year')}</th>
                <th scope="col">{m('col_trim')}</th>
                <th scope="col">{m('col_engine')}</th>
                <th scope="col">{m('col_body')}</th>
                <th scope="col">{m('col_price')}</th>
                <th scope="col">{m('col_top_speed')}</th>
                <th scope="col">{m('col_acceleration')}</th>
                <th scope="col">{m('col_consumption')}</th>
                <th scope="col">{m('col_co2')}</th>
                <th scope="col">{m('col_range')}</th>
              </tr>
            </thead>
            <tbody>
              {derivatives.map((d) => {
                const figures = derivativeFigures(d, t);
                const engine = engines.get(d.engineKey);
                return (
                  <tr key={d.id}>
                    <td>{m('model_year', { year: d.modelYear })}</td>
                    <th scope="row">
                      {d.trim}
                      <br />
                      <code className={styles.muted}>{d.key}</code>
                    </th>
                    <td>
                      {engine?.name ?? d.engineKey}
                      {engine ? <span className={styles.muted}> {m('power', { ps: engine.powerPs, kw: engine.powerKw })}</span> : null}
                    </td>
                    <td>{bodyStyles.get(d.bodyStyleKey)?.nameJa ?? d.bodyStyleKey}</td>
                    <td className={screen.number}>
                      {formatYenMan(d.priceFromJpy, t)}
                      <br />
                      <span className={styles.muted}>{formatYenFull(d.priceFromJpy, t)}</span>
                    </td>
                    <td className={screen.number}>{figures.topSpeed}</td>
                    <td className={screen.number}>{figures.acceleration}</td>
                    <td className={screen.number}>{figures.consumption}</td>
                    <td className={screen.number}>{figures.co2}</td>
                    <td className={screen.number}>{figures.electricRange}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </div>
    </details>
  );
}
