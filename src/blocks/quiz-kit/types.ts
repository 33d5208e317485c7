import type { HeadingLevel } from '@/ui/heading';

/** A question as the visitor sees it, translated on the server (decision 0061). */
export interface QuizQuestionView {
  id: string;
  title: string;
  /** Under the title: what to choose ('当てはまるものをすべて選んでください'). */
  hint?: string;
  /** Checkboxes instead of radio buttons. */
  multiple?: boolean;
  options: { value: string; label: string }[];
}

/** The texts of the quiz's steps, translated on the server. */
export interface QuizLabels {
  start: string;
  previous: string;
  next: string;
  seeResult: string;
  /** Beside a "next" that waits for an answer. */
  nextHint: string;
  nextHintMultiple: string;
  /** 'Question n of total', one per question: the progress indicator and the announcement of each step. */
  steps: string[];
  /** Said when the visitor starts again. */
  restarted: string;
}

export interface QuizConfig {
  /** Unique on the page: ids of inputs and headings start with it. */
  id: string;
  /** The level of the question headings (one below the block's title). */
  headingLevel: HeadingLevel;
  /** The block title's id: focused when the visitor starts again. */
  titleId?: string;
  questions: QuizQuestionView[];
  labels: QuizLabels;
}
