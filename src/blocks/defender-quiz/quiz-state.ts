import { defenderSteps, stepOptions, type DefenderAnswers, type DefenderStep } from './matching';

/**
 * Where a visitor is in the Defender quiz: the welcome screen (-1), one of the three steps (0–2) or
 * the result (3), with what they have ticked. Moving on needs at least one ticked card on the step;
 * pressing next without one says so (`missing`) and stays.
 */
export const welcomeStage = -1;
export const resultStage = defenderSteps.length;

export interface DefenderQuizState {
  stage: number;
  answers: DefenderAnswers;
  /** Next was pressed on a step with nothing ticked. */
  missing: boolean;
}

export type DefenderQuizAction =
  | { type: 'start' }
  | { type: 'toggle'; option: string }
  | { type: 'clear' }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'restart' };

const noAnswers = (): DefenderAnswers => ({ activities: [], journeys: [], companions: [] });

export const initialDefenderQuiz = (): DefenderQuizState => ({ stage: welcomeStage, answers: noAnswers(), missing: false });

/** The step shown, or null on the welcome screen and the result. */
export function currentStep(state: DefenderQuizState): DefenderStep | null {
  return defenderSteps[state.stage] ?? null;
}

export function defenderQuizReducer(state: DefenderQuizState, action: DefenderQuizAction): DefenderQuizState {
  const step = currentStep(state);
  switch (action.type) {
    case 'start':
      return state.stage === welcomeStage ? { ...state, stage: 0, missing: false } : state;
    case 'toggle': {
      const options: readonly string[] | undefined = step ? stepOptions[step] : undefined;
      if (!step || !options?.includes(action.option)) return state;
      const ticked = state.answers[step];
      const next = ticked.includes(action.option) ? ticked.filter((o) => o !== action.option) : [...ticked, action.option];
      // Kept in the cards' order, whatever order they were ticked in.
      const ordered = options.filter((o) => next.includes(o));
      return { ...state, answers: { ...state.answers, [step]: ordered }, missing: false };
    }
    case 'clear':
      return step ? { ...state, answers: { ...state.answers, [step]: [] }, missing: false } : state;
    case 'next':
      if (!step) return state;
      if (state.answers[step].length === 0) return { ...state, missing: true };
      return { ...state, stage: state.stage + 1, missing: false };
    case 'previous':
      return step && state.stage > 0 ? { ...state, stage: state.stage - 1, missing: false } : state;
    case 'restart':
      return initialDefenderQuiz();
  }
}
