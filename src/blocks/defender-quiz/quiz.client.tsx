'use client';

import { useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { Modal } from '@/features/popups/components/modal.client';
import { useHydrated } from '@/lib/use-hydrated';
import { itemHeadingLevel, type HeadingLevel } from '@/ui/heading';
import { QuestionScreen, QuizButton, QuizFrame, ResultScreen, ResultSection, useFocusOnChange } from '../quiz-kit/recommender-parts.client';
import { fill, type RecommenderStepTexts } from '../quiz-kit/recommender-text';
import { formatNumber } from '../quiz-kit/text';
import {
  recommendDefender,
  variantKey,
  type DefenderFuel,
  type DefenderPack,
  type DefenderRecommendation,
  type DefenderSize,
  type DefenderStep,
  type FuelReason,
  type SizeReason,
} from './matching';
import { currentStep, defenderQuizReducer, initialDefenderQuiz, resultStage, welcomeStage } from './quiz-state';
import kit from '../quiz-kit/recommender.module.css';
import textButton from '../quiz-kit/text-button.module.css';
import styles from './defender-quiz.module.css';

/** Every text the island shows, translated on the server; `{name}` placeholders are filled here. */
export interface DefenderQuizTexts extends RecommenderStepTexts {
  start: string;
  deselectAll: string;
  resultTitle: string;
  /** 「{n}件選択中」 */
  selectedCount: string;
  chooseOne: string;
  playVideo: string;
  close: string;
  sizeLabel: string;
  fuelLabel: string;
  emissionLabel: string;
  /** 「{value}g/km」 */
  emissionValue: string;
  reasonsTitle: string;
  sizeReasons: Record<SizeReason, string>;
  fuelReasons: Record<FuelReason, string>;
  /** 「{choices}に合わせたパックです」 */
  packReason: string;
  /** How answers are quoted in the pack reason: 「{label}」, and what stands between two of them. */
  quote: string;
  choiceSeparator: string;
}

export interface DefenderQuizStep {
  key: DefenderStep;
  title: string;
  subtitle: string;
  options: { key: string; label: string; image?: string }[];
}

/** An editor's variant group: what it is, and its picture and description and its continue link, drawn on the server. */
export interface DefenderQuizVariant {
  name: string;
  size: DefenderSize;
  fuel: DefenderFuel;
  pack: DefenderPack;
  media: ReactNode;
  continueLink: ReactNode;
}

export interface DefenderQuizProps {
  id: string;
  /** Level of the screens' headings (below the block's title). */
  level: HeadingLevel;
  /** The welcome screen's picture and text, drawn on the server. */
  media: ReactNode;
  intro: ReactNode;
  video: { src: string; embed: string | null; title: string } | null;
  texts: DefenderQuizTexts;
  steps: DefenderQuizStep[];
  variants: DefenderQuizVariant[];
  /** variantKey → the variant group that shows it (matching.ts `variantTable`). */
  table: Record<string, number | null>;
  /** variantKey → its name, for a recommendation no group shows. */
  names: Record<string, string>;
  sizeNames: Record<DefenderSize, string>;
  fuelNames: Record<DefenderFuel, string>;
  emissions: Record<DefenderFuel, number>;
}

/**
 * The Defender quiz (blocks.md §2.10, decision 0062): welcome, three steps of cards to tick, and the
 * recommended Defender with its accessory pack. Each new screen puts focus on its heading (the
 * start button after starting again); the count of ticked cards and the result are announced.
 */
export function DefenderQuiz(props: DefenderQuizProps) {
  const { id, level, texts, steps } = props;
  const [state, dispatch] = useReducer(defenderQuizReducer, undefined, initialDefenderQuiz);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  useFocusOnChange(state.stage, [headingRef, startRef]);

  const step = currentStep(state);
  const stepView = steps.find((s) => s.key === step);
  const recommendation = state.stage === resultStage ? recommendDefender(state.answers) : null;
  const result = recommendation ? resultView(props, recommendation) : null;

  const onNext = () => {
    if (!step) return;
    const ticked = state.answers[step];
    if (ticked.length) {
      trackEvent({ event: 'quiz', quiz: 'defender', action: 'answer', step: state.stage + 1, label: ticked.join(',') });
      if (state.stage === resultStage - 1)
        trackEvent({ event: 'quiz', quiz: 'defender', action: 'complete', result: variantKey(recommendDefender(state.answers)) });
    }
    dispatch({ type: 'next' });
  };

  return (
    <QuizFrame
      id={id}
      screen={step ?? (state.stage === welcomeStage ? 'welcome' : 'result')}
      announcement={result ? fill(texts.resultAnnouncement, { name: result.name }) : ''}
    >
      {state.stage === welcomeStage ? (
        <div className={styles.welcome}>
          {props.media || props.video ? (
            <div className={styles.welcomeMedia}>
              {props.media ?? <div className={styles.videoPlaceholder} />}
              {props.video ? <PlayVideo video={props.video} texts={texts} /> : null}
            </div>
          ) : null}
          <div className={styles.welcomeText}>
            {props.intro}
            <QuizButton
              kind="primary"
              buttonRef={startRef}
              onClick={() => {
                trackEvent({ event: 'quiz', quiz: 'defender', action: 'start' });
                dispatch({ type: 'start' });
              }}
            >
              {texts.start}
            </QuizButton>
          </div>
        </div>
      ) : null}

      {step && stepView ? (
        <StepScreen
          key={step}
          id={id}
          level={level}
          stage={state.stage}
          view={stepView}
          ticked={state.answers[step]}
          missing={state.missing}
          texts={texts}
          headingRef={headingRef}
          onToggle={(option) => dispatch({ type: 'toggle', option })}
          onClear={() => dispatch({ type: 'clear' })}
          onPrevious={() => dispatch({ type: 'previous' })}
          onNext={onNext}
        />
      ) : null}

      {result ? (
        <ResultScreen
          headingId={`${id}-result`}
          level={level}
          headingRef={headingRef}
          heading={texts.resultTitle}
          actions={
            <>
              {result.variant?.continueLink}
              <QuizButton
                kind="secondary"
                onClick={() => {
                  trackEvent({ event: 'quiz', quiz: 'defender', action: 'restart' });
                  dispatch({ type: 'restart' });
                }}
              >
                {texts.startAgain}
              </QuizButton>
            </>
          }
        >
          <p className={kit.resultName}>{result.name}</p>
          {result.variant?.media}
          <dl className={styles.facts}>
            <div>
              <dt>{texts.sizeLabel}</dt>
              <dd>{props.sizeNames[result.size]}</dd>
            </div>
            <div>
              <dt>{texts.fuelLabel}</dt>
              <dd>{props.fuelNames[result.fuel]}</dd>
            </div>
            <div>
              <dt>{texts.emissionLabel}</dt>
              <dd>{fill(texts.emissionValue, { value: formatNumber(props.emissions[result.fuel]) })}</dd>
            </div>
          </dl>
          {result.reasons.length ? (
            <ResultSection id={`${id}-reasons`} level={itemHeadingLevel(level, true)} title={texts.reasonsTitle}>
              <ul>
                {result.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </ResultSection>
          ) : null}
        </ResultScreen>
      ) : null}
    </QuizFrame>
  );
}

/**
 * What the result shows: the variant group the table picks (or the recommendation itself when the
 * editor has none), and the reasons that hold for what is shown — a size reason only when the shown
 * variant has the recommended size, and so on.
 */
function resultView(props: DefenderQuizProps, recommendation: DefenderRecommendation) {
  const key = variantKey(recommendation);
  const index = props.table[key];
  const variant = index === null || index === undefined ? undefined : props.variants[index];
  const shown = variant ?? { ...recommendation, name: props.names[key] ?? key };
  const { texts } = props;
  const labels = new Map(props.steps.flatMap((s) => s.options.map((o) => [o.key, o.label] as const)));
  const reasons: string[] = [];
  if (shown.size === recommendation.size) reasons.push(texts.sizeReasons[recommendation.reasons.size]);
  if (shown.fuel === recommendation.fuel) reasons.push(texts.fuelReasons[recommendation.reasons.fuel]);
  if (shown.pack === recommendation.pack && recommendation.reasons.pack.length) {
    const choices = recommendation.reasons.pack
      .map((option) => fill(texts.quote, { label: labels.get(option) ?? option }))
      .join(texts.choiceSeparator);
    reasons.push(fill(texts.packReason, { choices }));
  }
  return { name: shown.name, size: shown.size, fuel: shown.fuel, variant, reasons };
}

function StepScreen({
  id,
  level,
  stage,
  view,
  ticked,
  missing,
  texts,
  headingRef,
  onToggle,
  onClear,
  onPrevious,
  onNext,
}: {
  id: string;
  level: HeadingLevel;
  stage: number;
  view: DefenderQuizStep;
  ticked: readonly string[];
  missing: boolean;
  texts: DefenderQuizTexts;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onToggle: (option: string) => void;
  onClear: () => void;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const last = stage === resultStage - 1;
  return (
    <QuestionScreen
      headingId={`${id}-${view.key}`}
      level={level}
      headingRef={headingRef}
      title={view.title}
      subtitle={view.subtitle}
      progress={{ current: stage + 1, total: resultStage, template: texts.progress }}
      error={{ id: `${id}-${view.key}-error`, text: texts.chooseOne, shown: missing }}
      previous={stage > 0 ? { label: texts.previous, onClick: onPrevious } : null}
      next={{ label: last ? texts.seeResults : texts.next, onClick: onNext }}
    >
      <div className={styles.selection}>
        <p className={styles.count} aria-live="polite">
          {fill(texts.selectedCount, { n: ticked.length })}
        </p>
        <button
          type="button"
          className={`${textButton.textButton} ${styles.deselectAll}`}
          aria-disabled={ticked.length === 0 || undefined}
          onClick={() => {
            if (ticked.length) onClear();
          }}
        >
          {texts.deselectAll}
        </button>
      </div>
      <ul className={styles.cards}>
        {view.options.map((option) => {
          const checked = ticked.includes(option.key);
          return (
            <li key={option.key}>
              <label className={styles.card} data-checked={checked || undefined}>
                <input
                  type="checkbox"
                  className={styles.cardInput}
                  name={`${id}-${view.key}`}
                  value={option.key}
                  checked={checked}
                  onChange={() => onToggle(option.key)}
                />
                {option.image ? (
                  <img className={styles.cardImage} src={option.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
                ) : null}
                <span className={styles.cardLabel}>{option.label}</span>
                <span className={styles.tick} aria-hidden="true" />
              </label>
            </li>
          );
        })}
      </ul>
    </QuestionScreen>
  );
}

/**
 * The welcome video's play button: a plain link to the video until the page is hydrated (and
 * without JavaScript), then a button opening the site's modal with the player.
 */
function PlayVideo({ video, texts }: { video: NonNullable<DefenderQuizProps['video']>; texts: DefenderQuizTexts }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const name = fill(texts.playVideo, { name: video.title });
  if (!hydrated) {
    return (
      <a className={styles.play} href={video.src} aria-label={name}>
        <span aria-hidden="true" className={styles.playIcon} />
      </a>
    );
  }
  return (
    <>
      <button type="button" className={styles.play} aria-label={name} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className={styles.playIcon} />
      </button>
      {open ? (
        <Modal open onClose={() => setOpen(false)} label={video.title} closeLabel={texts.close} variant="video">
          {video.embed ? (
            <iframe
              className={styles.player}
              src={video.embed}
              title={video.title}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <video className={styles.player} src={video.src} controls autoPlay playsInline aria-label={video.title} />
          )}
        </Modal>
      ) : null}
    </>
  );
}
