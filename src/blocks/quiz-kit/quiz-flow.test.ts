import { describe, expect, it } from 'vitest';
import { allAnswered, initialQuizState, isAnswered, quizReducer, type QuizAction, type QuizState } from './quiz-flow';

const questions = [
  { id: 'size', values: ['s', 'm', 'l'] },
  { id: 'uses', multiple: true, values: ['a', 'b', 'c'] },
  { id: 'often', values: ['yes', 'no'] },
];
const reduce = quizReducer(questions);
const run = (...actions: QuizAction[]) => actions.reduce(reduce, initialQuizState);
const answer = (question: string, ...values: string[]): QuizAction => ({ type: 'answer', question, values });
const next: QuizAction = { type: 'next' };
const back: QuizAction = { type: 'back' };
/** Every question answered and the result shown. */
const finished = () => run({ type: 'start' }, answer('size', 'm'), next, answer('uses', 'a', 'c'), next, answer('often', 'no'), next);

describe('quiz flow', () => {
  it('starts at the intro with no answers, and "start" opens the first question', () => {
    expect(initialQuizState).toEqual({ step: 0, answers: {}, editing: false });
    expect(run({ type: 'start' }).step).toBe(1);
    // Only from the intro.
    expect(run({ type: 'start' }, answer('size', 's'), next, { type: 'start' }).step).toBe(2);
  });

  it('does not go forward until the current question has an answer it accepts', () => {
    const started = run({ type: 'start' });
    expect(reduce(started, next)).toBe(started);
    expect(reduce(reduce(started, answer('size', 'xl')), next).step).toBe(1);
    expect(reduce(reduce(started, answer('size', 's')), next).step).toBe(2);
    // Nothing moves forward from the intro either.
    expect(reduce(initialQuizState, next)).toBe(initialQuizState);
  });

  it('walks forward through every question to the result, one step after the last question', () => {
    const state = finished();
    expect(state.step).toBe(4);
    expect(state.answers).toEqual({ size: ['m'], uses: ['a', 'c'], often: ['no'] });
    // Nothing after the result.
    expect(reduce(state, next)).toBe(state);
  });

  it('keeps one answer for a single-choice question (the last chosen) and every chosen one, in order, for a multiple one', () => {
    const state = run(answer('size', 's', 'l'), answer('uses', 'c', 'a', 'c', 'zz'));
    expect(state.answers).toEqual({ size: ['l'], uses: ['a', 'c'] });
    expect(run(answer('size', 's'), answer('size', 'm')).answers.size).toEqual(['m']);
    // Unticking every box leaves the question unanswered.
    expect(isAnswered(questions[1]!, run(answer('uses', 'a'), answer('uses')).answers)).toBe(false);
    // An unknown question changes nothing.
    expect(reduce(initialQuizState, answer('colour', 'red'))).toBe(initialQuizState);
  });

  it('goes back one question at a time keeping every answer, but not from the first question', () => {
    const state = run({ type: 'start' }, answer('size', 'l'), next, answer('uses', 'b'), next);
    const once = reduce(state, back);
    expect(once).toMatchObject({ step: 2, answers: { size: ['l'], uses: ['b'] } });
    const twice = reduce(once, back);
    expect(twice.step).toBe(1);
    expect(reduce(twice, back)).toBe(twice);
    // Forward again: the answers are still there, so "next" works at once.
    expect(reduce(reduce(twice, next), next).step).toBe(3);
  });

  it('goes back from the result to the last question', () => {
    expect(reduce(finished(), back)).toMatchObject({ step: 3, editing: false, answers: finished().answers });
  });

  it('restart clears every answer and returns to the intro, from anywhere', () => {
    expect(reduce(finished(), { type: 'restart' })).toEqual(initialQuizState);
    expect(run({ type: 'start' }, answer('size', 's'), next, { type: 'restart' })).toEqual(initialQuizState);
  });

  it('edits one answer from the result: the next move goes straight back to the result', () => {
    const editing = reduce(finished(), { type: 'edit', step: 1 });
    expect(editing).toMatchObject({ step: 1, editing: true });
    const changed = reduce(reduce(editing, answer('size', 's')), next);
    expect(changed).toEqual({ step: 4, editing: false, answers: { size: ['s'], uses: ['a', 'c'], often: ['no'] } });
    // Back while editing keeps the edit: next returns to the result from there too.
    const back2 = reduce(reduce(finished(), { type: 'edit', step: 2 }), back);
    expect(back2).toMatchObject({ step: 1, editing: true });
    expect(reduce(back2, next).step).toBe(4);
  });

  it('edits only from the result, and only a question that exists', () => {
    const midway = run({ type: 'start' }, answer('size', 's'), next);
    expect(reduce(midway, { type: 'edit', step: 1 })).toBe(midway);
    const done = finished();
    expect(reduce(done, { type: 'edit', step: 0 })).toBe(done);
    expect(reduce(done, { type: 'edit', step: 4 })).toBe(done);
    expect(reduce(done, { type: 'edit', step: 3 }).step).toBe(3);
  });

  it('an edited question left unanswered holds the visitor there', () => {
    const editing = reduce(reduce(finished(), { type: 'edit', step: 2 }), answer('uses'));
    expect(reduce(editing, next)).toBe(editing);
  });

  it('tells whether everything is answered', () => {
    const state: QuizState = finished();
    expect(allAnswered(questions, state.answers)).toBe(true);
    expect(allAnswered(questions, { ...state.answers, often: [] })).toBe(false);
    expect(allAnswered(questions, { size: ['s'], uses: ['a'] })).toBe(false);
  });
});
