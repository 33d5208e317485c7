import { describe, expect, it } from 'vitest';
import { currentStep, defenderQuizReducer, initialDefenderQuiz, resultStage, welcomeStage, type DefenderQuizAction } from './quiz-state';

const run = (...actions: DefenderQuizAction[]) => actions.reduce(defenderQuizReducer, initialDefenderQuiz());

describe('Defender quiz steps', () => {
  it('opens on the welcome screen; start goes to the activities', () => {
    expect(currentStep(initialDefenderQuiz())).toBeNull();
    expect(initialDefenderQuiz().stage).toBe(welcomeStage);
    expect(currentStep(run({ type: 'start' }))).toBe('activities');
  });

  it('ticks and unticks cards of the current step, kept in the cards’ order', () => {
    const state = run({ type: 'start' }, { type: 'toggle', option: 'fishing' }, { type: 'toggle', option: 'camping' });
    expect(state.answers.activities).toEqual(['camping', 'fishing']);
    expect(defenderQuizReducer(state, { type: 'toggle', option: 'fishing' }).answers.activities).toEqual(['camping']);
  });

  it('ignores cards of other steps and toggles outside a step', () => {
    const state = run({ type: 'start' }, { type: 'toggle', option: 'dog' });
    expect(state.answers).toEqual({ activities: [], journeys: [], companions: [] });
    expect(run({ type: 'toggle', option: 'camping' }).answers.activities).toEqual([]);
  });

  it('deselect all empties the current step only', () => {
    const state = run(
      { type: 'start' },
      { type: 'toggle', option: 'camping' },
      { type: 'next' },
      { type: 'toggle', option: 'city' },
      { type: 'toggle', option: 'snow' },
      { type: 'clear' },
    );
    expect(state.answers).toEqual({ activities: ['camping'], journeys: [], companions: [] });
  });

  it('does not move on without a ticked card, and says so until something is ticked', () => {
    const stuck = run({ type: 'start' }, { type: 'next' });
    expect([currentStep(stuck), stuck.missing]).toEqual(['activities', true]);
    const ticked = defenderQuizReducer(stuck, { type: 'toggle', option: 'hiking' });
    expect(ticked.missing).toBe(false);
    expect(currentStep(defenderQuizReducer(ticked, { type: 'next' }))).toBe('journeys');
  });

  it('walks to the result and back, keeping the answers; previous stops at the first step', () => {
    const result = run(
      { type: 'start' },
      { type: 'toggle', option: 'camping' },
      { type: 'next' },
      { type: 'toggle', option: 'city' },
      { type: 'next' },
      { type: 'toggle', option: 'dog' },
      { type: 'next' },
    );
    expect(result.stage).toBe(resultStage);
    expect(currentStep(result)).toBeNull();
    const back = run({ type: 'start' }, { type: 'toggle', option: 'camping' }, { type: 'next' }, { type: 'previous' });
    expect([currentStep(back), back.answers.activities]).toEqual(['activities', ['camping']]);
    expect(defenderQuizReducer(back, { type: 'previous' }).stage).toBe(0);
    // Nothing moves on from the result but starting again.
    expect(defenderQuizReducer(result, { type: 'next' })).toBe(result);
    expect(defenderQuizReducer(result, { type: 'restart' })).toEqual(initialDefenderQuiz());
  });
});
