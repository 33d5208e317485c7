import type { ReactNode } from 'react';
import { BlockIntro, type BlockIntroFields } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import type { ResolvedImage } from '@/ui/picture';
import type { BlockContext } from '../types';
import { QuizIntro } from './result-parts';
import { quizLabels } from './text';
import type { QuizConfig, QuizQuestionView } from './types';

/**
 * The block side of a quiz whose items are its outcomes (fuel type, subscription; decision 0061):
 * what its island gets from the block, the items it recommends among, and the block around the
 * island.
 */

interface QuizFields extends BlockIntroFields {
  image?: ResolvedImage | null;
}

export type OutcomeQuizConfig = QuizConfig & {
  /** The intro above 「はじめる」, rendered here: the island shows it, and so does a block without items. */
  intro: ReactNode;
};

/** Ids from the block's (`prefix-7`), the questions one level below the title, the step texts and the intro. */
export function outcomeQuizConfig(
  prefix: string,
  fields: QuizFields,
  context: Pick<BlockContext, 't' | 'blockId' | 'index'>,
  questions: QuizQuestionView[],
): OutcomeQuizConfig {
  const id = `${prefix}-${context.blockId}`;
  return {
    id,
    headingLevel: itemHeadingLevel(fields.header_tag, Boolean(fields.title)),
    titleId: fields.title ? `${id}-title` : undefined,
    questions,
    labels: quizLabels(context.t, questions.length),
    intro: <QuizIntro text={fields.paragraph} image={fields.image} priority={context.index < 2} />,
  };
}

/** One item per outcome, in the outcomes' order: the first of each (a save rule refuses a second). */
export function firstPerOutcome<O extends string, K extends string, G extends Record<K, O>>(
  items: readonly G[],
  field: K,
  outcomes: readonly O[],
): G[] {
  const byOutcome = new Map<O, G>();
  for (const item of items) if (!byOutcome.has(item[field])) byOutcome.set(item[field], item);
  return outcomes.flatMap((outcome) => byOutcome.get(outcome) ?? []);
}

/** The server-rendered views of each item, by its outcome: what the island picks from. */
export function viewsByOutcome<O extends string, K extends string, G extends Record<K, O>, V>(
  items: readonly G[],
  field: K,
  view: (item: G) => V,
): Partial<Record<O, V>> {
  return Object.fromEntries(items.map((item) => [item[field], view(item)])) as Partial<Record<O, V>>;
}

/**
 * The title, then the island with the no-JavaScript overview beside it. A block without items has
 * nothing to recommend (`island` null): it shows its intro alone.
 */
export function OutcomeQuizBlock({
  fields,
  config,
  island,
  overview,
}: {
  fields: BlockIntroFields;
  config: OutcomeQuizConfig;
  island: ReactNode | null;
  overview: ReactNode;
}) {
  return (
    <div className="grid-container">
      {/* The paragraph is the quiz's intro, inside the island: not repeated under the title. The island focuses the title on a restart. */}
      <BlockIntro fields={{ ...fields, paragraph: undefined }} headingId={`${config.id}-title`} />
      {island ? (
        <>
          {island}
          <noscript>{overview}</noscript>
        </>
      ) : (
        config.intro
      )}
    </div>
  );
}
