import type { Translate } from '@/i18n/i18n';
import type { HeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { MarkedList, OverviewItem, Paragraphs, QuizOverview, ResultCard, ResultText } from '../quiz-kit/result-parts';
import { listLines } from '../quiz-kit/text';
import type { FuelResultFields } from './template';
import quizStyles from '../quiz-kit/quiz.module.css';
import kit from '../quiz-kit/result.module.css';
import styles from './fuel-type-quiz.module.css';

interface Props {
  view: FuelResultFields;
  t: Translate;
  level: HeadingLevel;
  subLevel: HeadingLevel;
}

/**
 * A result view (blocks.md §2.1): image, heading, introduction, description, advantages and
 * disadvantages, the vehicle link and the aside box with its two links. Rendered on the server;
 * the island shows the one the answers match.
 */
export function FuelResultView({ view, t, level, subLevel }: Props) {
  const Sub = subLevel;
  const lists = (
    [
      { name: 'advantages', mark: 'plus', text: view.advantages },
      { name: 'disadvantages', mark: 'minus', text: view.disadvantages },
    ] as const
  ).filter((list) => listLines(list.text).length);
  const hasAside = Boolean(view.aside_title || view.aside_text || view.aside_primary_link || view.aside_secondary_link);
  return (
    <ResultCard
      data={{ 'data-fuel-type': view.fuel_type }}
      image={view.image}
      eyebrow={t('quiz_kit.fuel.your_result')}
      level={level}
      title={view.title}
      bodyClassName={styles.resultBody}
      after={
        hasAside ? (
          <div className={`${kit.box} ${styles.asideBox}`}>
            {view.aside_title ? <Sub className={styles.itemTitle}>{view.aside_title}</Sub> : null}
            {view.aside_text ? <ResultText>{view.aside_text}</ResultText> : null}
            <LinkButtons links={[view.aside_primary_link, view.aside_secondary_link]} className={styles.asideLinks} />
          </div>
        ) : null
      }
    >
      {view.introduction ? <p className={styles.lead}>{view.introduction}</p> : null}
      <Paragraphs text={view.description} />
      {lists.length ? (
        <div className={`${styles.lists} ${quizStyles.twoUp}`}>
          {lists.map((list) => (
            <div key={list.name} data-list={list.name}>
              <Sub className={styles.itemTitle}>{t(`quiz_kit.fuel.${list.name}`)}</Sub>
              <MarkedList text={list.text} mark={list.mark} />
            </div>
          ))}
        </div>
      ) : null}
      <LinkButtons links={[view.vehicle_link]} />
    </ResultCard>
  );
}

/** The same fuel type as 'You could also consider': its picture, introduction and other-option link (the island adds the heading). */
export function FuelAlternativeView({ view }: { view: FuelResultFields }) {
  return (
    <div className={styles.alternativeBody} data-fuel-type={view.fuel_type}>
      <Picture image={view.image} sizes="(min-width: 768px) 240px, 100vw" className={kit.picture} />
      <div>
        {view.introduction ? <ResultText>{view.introduction}</ResultText> : null}
        <LinkButtons links={[view.other_option_link]} />
      </div>
    </div>
  );
}

/** Without JavaScript: each fuel type's heading, introduction and description, so the page still informs. */
export function FuelOverview({ views, level, note }: { views: FuelResultFields[]; level: HeadingLevel; note: string }) {
  const Title = level;
  return (
    <QuizOverview note={note}>
      {views.map((view) => (
        <OverviewItem key={view.fuel_type}>
          <Title className={styles.itemTitle}>{view.title}</Title>
          {view.introduction ? <ResultText>{view.introduction}</ResultText> : null}
          <Paragraphs text={view.description} />
          <LinkButtons links={[view.vehicle_link]} />
        </OverviewItem>
      ))}
    </QuizOverview>
  );
}
