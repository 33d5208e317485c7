import { getT } from '@/i18n/i18n';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { CatalogueNotice } from '../model-spec-shared/catalogue-notice';
import { keyRefs, optionalKey } from '../model-spec-shared/derivative-view';
import { loadFromCatalogue } from '../model-spec-shared/load-catalogue.server';
import { toggleLabels } from '../model-spec-shared/spec-sections';
import { defineBlock, type CatalogueRef } from '../types';
import { accordionSchemaIssues, readAccordionSchema } from './accordion-schema';
import { ModelCard } from './model-card';
import { pickModelCards } from './select';
import { modelsAndSpecificationsTemplate } from './template';
import styles from './models-and-specifications.module.css';

/**
 * A card per model (blocks.md §2.21, decision 0057). Disabled groups are not rendered at all; a
 * group whose car the catalogue no longer has shows only the editor's notice. The global toggle
 * labels are every card's OPEN ALL / CLOSE ALL.
 */
export const modelsAndSpecifications = defineBlock({
  template: modelsAndSpecificationsTemplate,
  defaultContent: {
    fields: { title: 'モデルと主要諸元', paragraph: 'モデルを選んで、主な仕様と価格をご確認ください。' },
    field_groups: [
      { car_key: 'defender_110', accordion_schema: { engine_key: 'd300' } },
      { car_key: 'range_rover', accordion_schema: { engine_key: 'p400' } },
      { car_key: 'discovery', accordion_schema: { engine_key: 'd300' } },
    ],
  },
  rules: ({ field_groups }) => {
    const t = getT('ja');
    return field_groups.flatMap((group, i) => accordionSchemaIssues(group.accordion_schema, ['field_groups', i, 'accordion_schema'], t));
  },
  // A hidden card names nothing visitors see: an editor hides a model the catalogue dropped and can save.
  catalogueRefs: ({ field_groups }) =>
    field_groups.flatMap((group, i): CatalogueRef[] =>
      group.is_disabled
        ? []
        : keyRefs(
            { path: ['field_groups', i, 'car_key'], key: group.car_key },
            { path: ['field_groups', i, 'accordion_schema'], key: optionalKey(readAccordionSchema(group.accordion_schema).engine_key) },
          ),
    ),
  load: ({ groups }, context) =>
    loadFromCatalogue(
      context,
      (catalogue) => pickModelCards(catalogue, groups),
      (cards) => cards.flatMap((card) => (card.ok ? [] : [card.problem])),
    ),
  Component: ({ fields, groups, data, context }) => {
    const { t, blockId } = context;
    const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
    const toggle = toggleLabels(t, fields.toggle_label, fields.collapse_label);
    const cards = data.flatMap((card) => (card.ok && groups[card.index] ? [{ index: card.index, card: card.value }] : []));
    return (
      <div className="grid-container">
        <BlockIntro fields={fields} />
        {data.map((card) => (card.ok ? null : <CatalogueNotice key={card.index} problem={card.problem} t={t} />))}
        {cards.length ? (
          <ul className={styles.cards}>
            {cards.map(({ index, card }) => (
              <ModelCard
                key={index}
                id={`models-specs-${blockId}-${index + 1}`}
                fields={groups[index]!}
                card={card}
                level={level}
                toggle={toggle}
                t={t}
              />
            ))}
          </ul>
        ) : null}
      </div>
    );
  },
});
