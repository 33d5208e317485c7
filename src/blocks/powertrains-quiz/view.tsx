import type { Translate } from '@/i18n/i18n';
import { itemHeadingLevel } from '@/ui/heading';
import { isLinkButtonVisible, LinkButton } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import type { PropsOf } from '../fields';
import { k, own, recommenderStepTexts, textLines } from '../quiz-kit/recommender-text';
import type { BlockContext } from '../types';
import { owners, powertrains, resultTable, type MatchReason } from './matching';
import type { PowertrainsQuizProps, PowertrainsQuizTexts } from './quiz.client';
import type { powertrainsQuizTemplate } from './template';
import { questionViews } from './texts';
import kit from '../quiz-kit/recommender.module.css';
import styles from './powertrains-quiz.module.css';

type Fields = PropsOf<(typeof powertrainsQuizTemplate)['fields']>;
type Group = PropsOf<(typeof powertrainsQuizTemplate)['field_groups_template']>;

const reasons: readonly MatchReason[] = [
  'tows_frequently',
  'charges_short_days',
  'charges_at_home_medium_days',
  'long_days',
  'motorway',
  'medium_days',
  'short_days',
];

function islandTexts(t: Translate, fields: Fields): PowertrainsQuizTexts {
  return {
    ...recommenderStepTexts(t, fields),
    summaryTitle: own(t, fields.summary_title, 'powertrains.summary_title'),
    chooseAnswer: t(k('choose_answer')),
    resultTitle: t(k('powertrains.result_title')),
    reasons: Object.fromEntries(reasons.map((r) => [r, t(k(`powertrains.reasons.${r}`))])) as PowertrainsQuizTexts['reasons'],
    owners: Object.fromEntries(owners.map((o) => [o, t(k(`powertrains.owners.${o}`))])) as PowertrainsQuizTexts['owners'],
    powertrains: Object.fromEntries(powertrains.map((p) => [p, t(k(`powertrains.names.${p}`))])) as PowertrainsQuizTexts['powertrains'],
  };
}

/**
 * What the island gets from the block's resolved content: the questions (the editor's texts line by
 * line, the translations where empty), every result's picture, description, benefits, button and
 * disclaimer drawn here on the server, and the table of which result shows which recommendation.
 */
export function powertrainsQuizView(
  fields: Fields,
  groups: readonly Group[],
  context: Pick<BlockContext, 't' | 'blockId'>,
): PowertrainsQuizProps {
  const { t } = context;
  const level = itemHeadingLevel(fields.header_tag, Boolean(fields.title));
  const BenefitsHeading = itemHeadingLevel(level, true);
  const benefitsTitle = own(t, fields.benefits_title, 'powertrains.benefits_title');

  const results = groups.map((group) => {
    const benefits = textLines(group.benefits);
    const link = group.link ? { ...group.link, label: group.button?.trim() || group.link.label } : null;
    return {
      powertrain: group.powertrain,
      owner: group.owner,
      title: group.title?.trim() ?? '',
      name: group.name?.trim() ?? '',
      body: (
        <div className={kit.resultBody}>
          <Picture image={group.image} sizes="(min-width: 1024px) 480px, 100vw" className={kit.media} />
          <div>
            {group.description ? <p>{group.description}</p> : null}
            {benefits.length ? (
              <div className={styles.benefits}>
                <BenefitsHeading>{benefitsTitle}</BenefitsHeading>
                <ul>
                  {benefits.map((benefit, i) => (
                    <li key={i}>{benefit}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {isLinkButtonVisible(link) ? (
              <div className={kit.actions}>
                <LinkButton link={link} />
              </div>
            ) : null}
          </div>
        </div>
      ),
      disclaimer: group.disclaimer ? <p className={styles.disclaimer}>{group.disclaimer}</p> : null,
    };
  });

  return {
    id: `powertrains-quiz-${context.blockId}`,
    level,
    questions: questionViews(t, fields),
    results,
    table: resultTable(groups),
    texts: islandTexts(t, fields),
  };
}
