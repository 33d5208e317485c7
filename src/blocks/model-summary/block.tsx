import { BlockIntro } from '@/ui/block-intro';
import { LinkButtons } from '@/ui/link-button';
import { CatalogueNotice } from '../model-spec-shared/catalogue-notice';
import { keyRefs, optionalKey, pickHeadline } from '../model-spec-shared/derivative-view';
import { FigureList } from '../model-spec-shared/figure-list';
import { loadFromCatalogue, problemOf } from '../model-spec-shared/load-catalogue.server';
import { PriceFrom } from '../model-spec-shared/price-from';
import { SpecModal } from '../model-spec-shared/spec-modal';
import { defineBlock } from '../types';
import { modelSummaryIssues, usableTabId } from './rules';
import { summaryFigures } from './summary-figures';
import { modelSummaryTemplate } from './template';
import shared from '../model-spec-shared/model-spec.module.css';

/**
 * One derivative in figures (blocks.md §2.21): the catalogue's entry derivative of the car (and
 * engine), its three chosen figures, its price from and its standard equipment in a modal. The
 * figures say which derivative and model year they belong to, as Japanese catalogues do.
 */
export const modelSummary = defineBlock({
  template: modelSummaryTemplate,
  defaultContent: {
    fields: {
      car_key: 'defender_110',
      engine_key: 'd300',
      paragraph: '力強いトルクと優れた燃費を両立した3.0L直列6気筒ディーゼル。長距離の旅も、悪路も、余裕をもってこなします。',
      disclaimer:
        '燃料消費率はWLTCモードによる値です。定められた試験条件での値であり、お客様の使用環境（気象、渋滞等）や運転方法（急発進、エアコン使用等）に応じて異なります。',
      buttons: [{ type: 'internal', url: '/test-drive', label: '試乗を予約する', target: '_self', button_type: 'primary', size: 'medium' }],
    },
    field_groups: [],
  },
  rules: ({ fields }) => modelSummaryIssues(fields),
  catalogueRefs: ({ fields }) =>
    keyRefs({ path: ['fields', 'car_key'], key: fields.car_key }, { path: ['fields', 'engine_key'], key: fields.engine_key }),
  load: ({ fields }, context) =>
    loadFromCatalogue(context, (catalogue) => pickHeadline(catalogue, fields.car_key.trim(), optionalKey(fields.engine_key)), problemOf),
  Component: ({ fields, data, context }) => {
    const { t, blockId } = context;
    if (!data.ok) return <CatalogueNotice problem={data.problem} t={t} />;
    const derivative = data.value;
    const figures = summaryFigures(
      [
        { key: fields.spec_key_1, label: fields.spec_label_1 },
        { key: fields.spec_key_2, label: fields.spec_label_2 },
        { key: fields.spec_key_3, label: fields.spec_label_3 },
      ],
      derivative,
      t,
    );
    return (
      <div className="grid-container" id={usableTabId(fields.tab_id, fields.block_scroll_id)}>
        <BlockIntro fields={{ ...fields, title: fields.title || `${derivative.car.name} ${derivative.engine.name}` }} />
        <p className={shared.meta}>
          {t('model_spec.derivative_of', { name: derivative.name, year: derivative.modelYear })}
          <br />
          {derivative.engine.descriptionJa}
        </p>
        <FigureList figures={figures} columns={fields.has_columns} />
        {fields.show_price ? <PriceFrom yen={derivative.priceFromJpy} t={t} /> : null}
        {fields.has_standard_equipment && derivative.standardEquipment.length ? (
          <SpecModal
            id={`model-summary-${blockId}-equipment`}
            buttonLabel={fields.standard_equipment_label || t('model_spec.equipment_open')}
            title={t('model_spec.equipment_title', { name: derivative.name })}
            t={t}
          >
            <ul className={shared.equipment}>
              {derivative.standardEquipment.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </SpecModal>
        ) : null}
        {fields.disclaimer ? <p className={shared.disclaimer}>{fields.disclaimer}</p> : null}
        <LinkButtons links={fields.buttons} />
      </div>
    );
  },
});
