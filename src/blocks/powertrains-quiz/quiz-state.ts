import { powertrainQuestions } from './matching';

/**
 * Where a visitor is in the powertrains quiz: question 0–4, or the result (5), with one answer per
 * question. Moving on needs an answer; pressing next without one says so (`missing`) and stays.
 * Going back keeps the answers, so a visitor can change one and walk forward again.
 */
export const questionCount = powertrainQuestions.length;
export const resultStage = questionCount;

export interface PowertrainsQuizState {
  stage: number;
  answers: (string | null)[];
  missing: boolean;
}

export type PowertrainsQuizAction = { type: 'choose'; answer: string } | { type: 'next' } | { type: 'previous' } | { type: 'restart' };

export const initialPowertrainsQuiz = (): PowertrainsQuizState => ({
  stage: 0,
  answers: powertrainQuestions.map(() => null),
  missing: false,
});

export function powertrainsQuizReducer(state: PowertrainsQuizState, action: PowertrainsQuizAction): PowertrainsQuizState {
  const question = powertrainQuestions[state.stage];
  switch (action.type) {
    case 'choose': {
      if (!question || !(question.answers as readonly string[]).includes(action.answer)) return state;
      const answers = state.answers.map((a, i) => (i === state.stage ? action.answer : a));
      return { ...state, answers, missing: false };
    }
    case 'next':
      if (!question) return state;
      if (!state.answers[state.stage]) return { ...state, missing: true };
      return { ...state, stage: state.stage + 1, missing: false };
    case 'previous':
      return state.stage > 0 ? { ...state, stage: state.stage - 1, missing: false } : state;
    case 'restart':
      return initialPowertrainsQuiz();
  }
}
