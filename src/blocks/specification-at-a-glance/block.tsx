import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { CatalogueNotice } from '../model-spec-shared/catalogue-notice';
import { keyRefs, pickOptionalHeadline } from '../model-spec-shared/derivative-view';
import { FigureList } from '../model-spec-shared/figure-list';
import { loadFromCatalogue, problemOf } from '../model-spec-shared/load-catalogue.server';
import { defineBlock } from '../types';
import { glanceFigure, glanceIssues } from './glance-figures';
import { specificationAtAGlanceTemplate } from './template';
import shared from '../model-spec-shared/model-spec.module.css';

/**
 * Big figures side by side (decision 0057), typed or read from the catalogue. Japanese figures
 * need their test conditions, so the disclaimer follows them, and catalogue figures say which
 * derivative and model year they are those of.
 */
export const specificationAtAGlance = defineBlock({
  template: specificationAtAGlanceTemplate,
  defaultContent: {
    fields: {
      title: 'ひと目でわかるディフェンダー 110',
      car_key: 'defender_110',
      engine_key: 'd300',
      disclaimer: '最大渡河水深は社内測定値です。走行条件により異なります。',
    },
    field_groups: [
      { spec_key: 'power' },
      { spec_key: 'torque' },
      { spec_key: 'acceleration' },
      { spec_key: '', value: '900', unit: 'mm', label: '最大渡河水深' },
    ],
  },
  rules: ({ fields, field_groups }) => glanceIssues(fields.car_key, field_groups, getT('ja')),
  catalogueRefs: ({ fields }) =>
    keyRefs({ path: ['fields', 'car_key'], key: fields.car_key }, { path: ['fields', 'engine_key'], key: fields.engine_key }),
  load: ({ fields }, context) =>
    loadFromCatalogue(context, (catalogue) => pickOptionalHeadline(catalogue, fields.car_key, fields.engine_key), problemOf),
  Component: ({ fields, groups, data, context }) => {
    const { t } = context;
    if (!data.ok) return <CatalogueNotice problem={data.problem} t={t} />;
    const derivative = data.value;
    const figures = groups.flatMap((item) => glanceFigure(item, derivative, t) ?? []);
    const fromCatalogue = Boolean(derivative) && groups.some((item) => item.spec_key);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <FigureList figures={figures} columns />
        {derivative && fromCatalogue ? (
          <p className={shared.meta}>{t('model_spec.figures_of', { name: derivative.name, year: derivative.modelYear })}</p>
        ) : null}
        {fields.disclaimer ? <p className={shared.disclaimer}>{fields.disclaimer}</p> : null}
        <LinkButtons links={fields.buttons} />
      </div>
    );
  },
});
