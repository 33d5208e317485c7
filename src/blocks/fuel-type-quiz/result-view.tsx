import type { Translate } from '@/i18n/i18n';
import type { HeadingLevel } from '@/ui/heading';
import { LinkButtons } from '@/ui/link-button';
import { Picture } from '@/ui/picture';
import { listLines, paragraphs } from '../quiz-kit/text';
import type { FuelResultFields } from './template';
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
  const Title = level;
  const Sub = subLevel;
  const advantages = listLines(view.advantages);
  const disadvantages = listLines(view.disadvantages);
  const hasAside = Boolean(view.aside_title || view.aside_text || view.aside_primary_link || view.aside_secondary_link);
  return (
    <div className={styles.result} data-fuel-type={view.fuel_type}>
      {view.image ? <Picture image={view.image} sizes="(min-width: 1024px) 50vw, 100vw" className={styles.resultPicture} /> : null}
      <div className={styles.resultBody}>
        <p className={styles.eyebrow}>{t('quiz_kit.fuel.your_result')}</p>
        <Title className={styles.resultTitle}>{view.title}</Title>
        {view.introduction ? <p className={styles.lead}>{view.introduction}</p> : null}
        {paragraphs(view.description).map((text, i) => (
          <p key={i} className={styles.text}>
            {text}
          </p>
        ))}
        {advantages.length || disadvantages.length ? (
          <div className={styles.lists}>
            {advantages.length ? (
              <div className={styles.list} data-list="advantages">
                <Sub className={styles.listTitle}>{t('quiz_kit.fuel.advantages')}</Sub>
                <ul>
                  {advantages.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {disadvantages.length ? (
              <div className={styles.list} data-list="disadvantages">
                <Sub className={styles.listTitle}>{t('quiz_kit.fuel.disadvantages')}</Sub>
                <ul>
                  {disadvantages.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <LinkButtons links={[view.vehicle_link]} />
      </div>
      {hasAside ? (
        <div className={styles.asideBox}>
          {view.aside_title ? <Sub className={styles.asideTitle}>{view.aside_title}</Sub> : null}
          {view.aside_text ? <p className={styles.text}>{view.aside_text}</p> : null}
          <LinkButtons links={[view.aside_primary_link, view.aside_secondary_link]} className={styles.asideLinks} />
        </div>
      ) : null}
    </div>
  );
}

/** The same fuel type as 'You could also consider': its picture, introduction and other-option link (the island adds the heading). */
export function FuelAlternativeView({ view }: { view: FuelResultFields }) {
  return (
    <div className={styles.alternativeBody} data-fuel-type={view.fuel_type}>
      {view.image ? <Picture image={view.image} sizes="(min-width: 768px) 240px, 100vw" className={styles.alternativePicture} /> : null}
      <div>
        {view.introduction ? <p className={styles.text}>{view.introduction}</p> : null}
        <LinkButtons links={[view.other_option_link]} />
      </div>
    </div>
  );
}

/** Without JavaScript: each fuel type's heading, introduction and description, so the page still informs. */
export function FuelOverview({ views, level, note }: { views: FuelResultFields[]; level: HeadingLevel; note: string }) {
  const Title = level;
  return (
    <div className={styles.overview}>
      <p className={styles.text}>{note}</p>
      {views.map((view) => (
        <div key={view.fuel_type} className={styles.overviewItem}>
          <Title className={styles.listTitle}>{view.title}</Title>
          {view.introduction ? <p className={styles.text}>{view.introduction}</p> : null}
          {paragraphs(view.description).map((text, i) => (
            <p key={i} className={styles.text}>
              {text}
            </p>
          ))}
          <LinkButtons links={[view.vehicle_link]} />
        </div>
      ))}
    </div>
  );
}
