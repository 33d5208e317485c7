import { modelSelectionAttributes } from '@/features/analytics/navigation-clicks';
import { summarySpecKeys } from '@/features/models/types';
import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { Heading, itemHeadingLevel } from '@/ui/heading';
import { CatalogueNotice } from '../model-spec-shared/catalogue-notice';
import { keyRefs, optionalKey } from '../model-spec-shared/derivative-view';
import { FigureList } from '../model-spec-shared/figure-list';
import { catalogueFigure } from '../model-spec-shared/figures';
import { loadFromCatalogue, problemOf } from '../model-spec-shared/load-catalogue.server';
import { PriceFrom } from '../model-spec-shared/price-from';
import { defineBlock } from '../types';
import { pickDerivativeList } from './select';
import { modelStockHref, usableStockPath } from './stock-link';
import { derivativesTemplate } from './template';
import shared from '../model-spec-shared/model-spec.module.css';
import styles from './derivatives.module.css';

/**
 * The grades of a car (blocks.md §2.21, decision 0057), each a card with its engine, model year,
 * price from and the summary's three figures, and a model_selection link to the stock search with
 * the model ticked. The link's words are the same on every card, so each names its grade for
 * screen readers after them.
 */
export const derivatives = defineBlock({
  template: derivativesTemplate,
  defaultContent: {
    fields: {
      title: 'ディスカバリーのグレード',
      car_key: 'discovery',
      disclaimer: '燃料消費率はWLTCモードによる値です。価格はメーカー希望小売価格（消費税込）です。',
    },
    field_groups: [],
  },
  rules: ({ fields }) =>
    usableStockPath(fields.stock_path)
      ? []
      : [{ path: ['fields', 'stock_path'], message: getT('ja')('block_rules.model_spec.stock_path') }],
  catalogueRefs: ({ fields }) =>
    keyRefs({ path: ['fields', 'car_key'], key: fields.car_key }, { path: ['fields', 'engine_key'], key: fields.engine_key }),
  load: ({ fields }, context) =>
    loadFromCatalogue(
      context,
      (catalogue) => pickDerivativeList(catalogue, fields.car_key.trim(), optionalKey(fields.engine_key), fields.latest_model_year_only),
      problemOf,
    ),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    if (!data.ok) return <CatalogueNotice problem={data.problem} t={t} />;
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const stockPath = usableStockPath(fields.stock_path);
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        <ul className={styles.list}>
          {data.value.map((derivative) => (
            <li key={derivative.key} className={styles.item}>
              <Heading level={level} size="s" className={styles.name}>
                {derivative.engine.name} {derivative.trim}
              </Heading>
              <p className={shared.meta}>
                {t('model_spec.model_year', { year: derivative.modelYear })}・{derivative.engine.descriptionJa}
              </p>
              <FigureList figures={summarySpecKeys.flatMap((key) => catalogueFigure(key, derivative, t) ?? [])} columns />
              <PriceFrom yen={derivative.priceFromJpy} t={t} />
              {stockPath ? (
                <a
                  href={modelStockHref(stockPath, derivative.car.key)}
                  className={styles.stock}
                  {...modelSelectionAttributes(derivative.car.key)}
                >
                  {fields.link_label || t('model_spec.stock_link')}
                  <span className="visually-hidden">{t('model_spec.link_subject', { name: derivative.name })}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        {fields.disclaimer ? <p className={shared.disclaimer}>{fields.disclaimer}</p> : null}
      </div>
    );
  },
});
