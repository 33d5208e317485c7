import { modelSelectionAttributes } from '@/features/analytics/navigation-clicks';
import type { Translate } from '@/i18n/i18n';
import { Heading, type HeadingLevel } from '@/ui/heading';
import { RichText, type SanitizedHtml } from '@/ui/rich-text';
import { fuelLabels, fuelLabelText } from '../model-spec-shared/fuel';
import { PriceFrom } from '../model-spec-shared/price-from';
import { SpecModal } from '../model-spec-shared/spec-modal';
import { SpecSections } from '../model-spec-shared/spec-sections';
import { applyAccordionSchema, readAccordionSchema } from './accordion-schema';
import type { ModelCard as CardData } from './select';
import shared from '../model-spec-shared/model-spec.module.css';
import styles from './models-and-specifications.module.css';

/** The editor's fields of one card, as the component receives them. */
export interface CardFields {
  car_title?: string;
  price?: number;
  electric_label?: string;
  petrol_label?: string;
  hybrid_label?: string;
  accordion_schema: unknown;
  additional_specification_label?: string;
  additional_specification?: SanitizedHtml;
}

/**
 * One model: its name, fuel-type labels, price from, the accordion of its schema, what the
 * accordion leaves out (and the editor's additional text) in a modal, and a model_selection link
 * to the model's page when it has one. The link names the model for screen readers after its
 * visible words (WCAG 2.5.3: the visible label starts the accessible name).
 */
export function ModelCard({
  id,
  fields,
  card,
  level,
  toggle,
  t,
}: {
  id: string;
  fields: CardFields;
  card: CardData;
  level: HeadingLevel;
  toggle: { openLabel: string; closeLabel: string };
  t: Translate;
}) {
  const { headline, fuels } = card;
  const title = fields.car_title || headline.car.name;
  const { shown, leftOut } = applyAccordionSchema(headline.specGroups, readAccordionSchema(fields.accordion_schema));
  const editorText = { electric: fields.electric_label, petrol: fields.petrol_label, hybrid: fields.hybrid_label };
  const hasMore = leftOut.length > 0 || Boolean(fields.additional_specification?.__html.trim());
  return (
    <li className={styles.card}>
      <Heading level={level} size="m" className={styles.name}>
        {title}
      </Heading>
      <ul className={shared.badges} aria-label={t('model_spec.fuel_types')}>
        {fuelLabels(fuels).map((label) => (
          <li key={label.kind} className={shared.badge}>
            {fuelLabelText(label, editorText[label.kind], t)}
          </li>
        ))}
      </ul>
      <PriceFrom yen={fields.price ?? headline.priceFromJpy} t={t} />
      {/* A price the editor typed is not that grade's: then only the figures are credited to it. */}
      <p className={shared.meta}>
        {t(fields.price ? 'model_spec.figures_of' : 'model_spec.derivative_of', { name: headline.name, year: headline.modelYear })}
      </p>
      <SpecSections id={`${id}-spec`} sections={shown} {...toggle} />
      {hasMore ? (
        <SpecModal
          id={`${id}-more`}
          buttonLabel={fields.additional_specification_label || t('model_spec.additional_open')}
          title={t('model_spec.additional_title', { model: title })}
          t={t}
        >
          {leftOut.map((section, i) => (
            <div key={i} className={styles.group}>
              <Heading level="h3" size="s">
                {section.title}
              </Heading>
              <dl className={shared.rows}>
                {section.rows.map((row, j) => (
                  <div key={j} className={shared.row}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ))}
          <RichText html={fields.additional_specification} className={styles.group} />
        </SpecModal>
      ) : null}
      {headline.car.pagePath ? (
        <a href={headline.car.pagePath} className={styles.more} {...modelSelectionAttributes(headline.car.key)}>
          {t('model_spec.details')}
          <span className="visually-hidden">{t('model_spec.link_subject', { name: title })}</span>
        </a>
      ) : null}
    </li>
  );
}
