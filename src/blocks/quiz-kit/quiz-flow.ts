/**
 * The steps of the fuel type and subscription quizzes (blocks.md §4, decision 0061) as one pure
 * reducer: the intro (step 0), the questions (1…n), the result (n + 1). Forward needs the current
 * question answered, back keeps every answer, restart clears them. From the result a visitor may
 * go back to one question to change it ("edit"); the next move then returns to the result.
 */
export interface FlowQuestion {
  id: string;
  /** Several answers may be chosen (checkboxes); otherwise exactly one (radio buttons). */
  multiple?: boolean;
  /** The answer values it accepts: anything else is ignored. */
  values: readonly string[];
}

export type Answers = Readonly<Record<string, readonly string[]>>;

export interface QuizState {
  /** 0: the intro; 1…questions.length: a question; questions.length + 1: the result. */
  step: number;
  answers: Answers;
  /** Came from the result to change one answer: "next" goes straight back to it. */
  editing: boolean;
}

export type QuizAction =
  | { type: 'start' }
  | { type: 'answer'; question: string; values: readonly string[] }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'edit'; step: number }
  | { type: 'restart' };

export const initialQuizState: QuizState = { step: 0, answers: {}, editing: false };

/** Whether the question has an answer it accepts. */
export function isAnswered(question: FlowQuestion, answers: Answers): boolean {
  return (answers[question.id] ?? []).some((value) => question.values.includes(value));
}

export function allAnswered(questions: readonly FlowQuestion[], answers: Answers): boolean {
  return questions.every((question) => isAnswered(question, answers));
}

/** The accepted values of a choice, in the question's order, one of each; a single-answer question keeps the last one chosen. */
function accepted(question: FlowQuestion, values: readonly string[]): string[] {
  const known = question.values.filter((value) => values.includes(value));
  if (question.multiple) return known;
  const last = [...values].reverse().find((value) => question.values.includes(value));
  return last === undefined ? [] : [last];
}

export function quizReducer(questions: readonly FlowQuestion[]) {
  const resultStep = questions.length + 1;
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'start':
        return state.step === 0 ? { ...state, step: 1, editing: false } : state;
      case 'answer': {
        const question = questions.find((q) => q.id === action.question);
        if (!question) return state;
        return { ...state, answers: { ...state.answers, [question.id]: accepted(question, action.values) } };
      }
      case 'next': {
        const question = questions[state.step - 1];
        if (!question || !isAnswered(question, state.answers)) return state;
        if (state.editing && allAnswered(questions, state.answers)) return { ...state, step: resultStep, editing: false };
        return { ...state, step: state.step + 1 };
      }
      case 'back':
        // The first question has no previous one: the intro is reached by "start again" only.
        return state.step > 1 ? { ...state, step: state.step - 1 } : state;
      case 'edit':
        if (state.step !== resultStep || action.step < 1 || action.step > questions.length) return state;
        return { ...state, step: action.step, editing: true };
      case 'restart':
        return initialQuizState;
    }
  };
}
