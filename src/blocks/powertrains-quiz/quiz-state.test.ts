import { describe, expect, it } from 'vitest';
import { initialPowertrainsQuiz, powertrainsQuizReducer, resultStage, type PowertrainsQuizAction } from './quiz-state';

const run = (...actions: PowertrainsQuizAction[]) => actions.reduce(powertrainsQuizReducer, initialPowertrainsQuiz());
const answerAndNext = (answer: string): PowertrainsQuizAction[] => [{ type: 'choose', answer }, { type: 'next' }];

describe('powertrains quiz steps', () => {
  it('starts on question 1 with nothing answered', () => {
    expect(initialPowertrainsQuiz()).toEqual({ stage: 0, answers: [null, null, null, null, null], missing: false });
  });

  it('takes only the current question’s answers; a new choice replaces the old', () => {
    expect(run({ type: 'choose', answer: 'home' }).answers[0]).toBeNull();
    expect(run({ type: 'choose', answer: 'private' }, { type: 'choose', answer: 'business' }).answers[0]).toBe('business');
  });

  it('does not move on without an answer, and says so until one is chosen', () => {
    const stuck = run({ type: 'next' });
    expect([stuck.stage, stuck.missing]).toEqual([0, true]);
    expect(powertrainsQuizReducer(stuck, { type: 'choose', answer: 'private' }).missing).toBe(false);
  });

  it('walks to the result and back, keeping the answers; previous stops at question 1', () => {
    const result = run(...['private', 'home', 'city', '40_80', 'never'].flatMap(answerAndNext));
    expect(result.stage).toBe(resultStage);
    expect(result.answers).toEqual(['private', 'home', 'city', '40_80', 'never']);
    const back = run(...answerAndNext('business'), { type: 'previous' });
    expect([back.stage, back.answers[0]]).toEqual([0, 'business']);
    expect(powertrainsQuizReducer(back, { type: 'previous' }).stage).toBe(0);
    expect(powertrainsQuizReducer(result, { type: 'next' })).toBe(result);
    expect(powertrainsQuizReducer(result, { type: 'restart' })).toEqual(initialPowertrainsQuiz());
  });
});
