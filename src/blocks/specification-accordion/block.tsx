import { BlockIntro } from '@/ui/block-intro';
import { CatalogueNotice } from '../model-spec-shared/catalogue-notice';
import { keyRefs, pickOptionalHeadline } from '../model-spec-shared/derivative-view';
import { loadFromCatalogue, problemOf } from '../model-spec-shared/load-catalogue.server';
import { SpecSections, toggleLabels } from '../model-spec-shared/spec-sections';
import { defineBlock } from '../types';
import { mergeSections } from './sections';
import { specificationAccordionTemplate } from './template';
import shared from '../model-spec-shared/model-spec.module.css';

/**
 * A specification sheet as an accordion (decision 0057): the catalogue's groups of the car's entry
 * derivative (or none without a car), merged with the editor's rows. Says which derivative and model
 * year the catalogue's values are those of.
 */
export const specificationAccordion = defineBlock({
  template: specificationAccordionTemplate,
  defaultContent: {
    fields: {
      title: 'ディフェンダー 110 D300 主要諸元',
      car_key: 'defender_110',
      engine_key: 'd300',
      open_first: true,
      disclaimer: '諸元は予告なく変更されることがあります。詳しくは正規販売店にお問い合わせください。',
    },
    field_groups: [
      { title: '保証', label: '新車保証', value: '3年間・走行距離無制限' },
      { title: '保証', label: 'ロードサイドアシスタンス', value: '3年間' },
    ],
  },
  catalogueRefs: ({ fields }) =>
    keyRefs({ path: ['fields', 'car_key'], key: fields.car_key }, { path: ['fields', 'engine_key'], key: fields.engine_key }),
  load: ({ fields }, context) =>
    loadFromCatalogue(context, (catalogue) => pickOptionalHeadline(catalogue, fields.car_key, fields.engine_key), problemOf),
  Component: ({ fields, groups, data, context }) => {
    const { t, blockId } = context;
    if (!data.ok) return <CatalogueNotice problem={data.problem} t={t} />;
    const derivative = data.value;
    const sections = mergeSections(derivative?.specGroups ?? [], groups).map((section, i) => ({
      ...section,
      open: fields.open_first && i === 0,
    }));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        {derivative ? (
          <p className={shared.meta}>{t('model_spec.figures_of', { name: derivative.name, year: derivative.modelYear })}</p>
        ) : null}
        <SpecSections
          id={`specification-accordion-${blockId}`}
          sections={sections}
          {...toggleLabels(t, fields.open_all_label, fields.close_all_label)}
        />
        {fields.disclaimer ? <p className={shared.disclaimer}>{fields.disclaimer}</p> : null}
      </div>
    );
  },
});
