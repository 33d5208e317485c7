import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialSteps,
  isTabActive,
  restoreSteps,
  stepFromUrl,
  stepsReducer,
  stepTypes,
  type StepsAction,
  type StepsState,
  type StepType,
} from './steps';

const steps: readonly StepType[] = stepTypes;
const run = (actions: StepsAction[], from: StepsState = initialSteps()) => actions.reduce(stepsReducer, from);
const valid = (step: number): StepsAction => {
  const type = steps[step]!;
  return { type: 'validate', step, stepType: type, value: type === 'options' ? 'loan' : true };
};

describe('the order-online steps (site.md §4)', () => {
  it('start with step 0 active and enabled', () => {
    expect(initialSteps()).toEqual({ active: 0, enabled: [0], validated: [], disabledButtons: [] });
  });

  it('go forward only from a validated step, enabling the next', () => {
    let s = run([{ type: 'next', steps }]);
    expect(s.active).toBe(0);
    s = run([valid(0), { type: 'next', steps }]);
    expect(s).toMatchObject({ active: 1, enabled: [0, 1] });
    // An options step is validated by a chosen finance option, not by `true`.
    s = run(
      [
        { type: 'validate', step: 1, stepType: 'options', value: true },
        { type: 'next', steps },
      ],
      s,
    );
    expect(s.active).toBe(1);
    s = run(
      [
        { type: 'validate', step: 1, stepType: 'options', value: 'cash' },
        { type: 'next', steps },
      ],
      s,
    );
    expect(s.active).toBe(2);
  });

  it('open a tab if current, or enabled with every earlier step validated', () => {
    const s = run([valid(0), { type: 'next', steps }, valid(1), { type: 'next', steps }, { type: 'go', step: 0 }]);
    expect(s.active).toBe(0);
    expect([0, 1, 2, 3, 4].map((i) => isTabActive(s, i))).toEqual([true, true, true, false, false]);
    // Undo step 1 and the tab after it closes, though it stays enabled.
    const undone = stepsReducer(s, { type: 'invalidate', step: 1 });
    expect([0, 1, 2].map((i) => isTabActive(undone, i))).toEqual([true, true, false]);
    expect(stepsReducer(undone, { type: 'go', step: 2 }).active).toBe(0);
    expect(stepsReducer(undone, { type: 'go', step: 1 }).active).toBe(1);
  });

  it('keep a list of disabled buttons, each once', () => {
    let s = run([
      { type: 'disableButton', id: 'pay' },
      { type: 'disableButton', id: 'pay' },
      { type: 'disableButton', id: 'next' },
    ]);
    expect(s.disabledButtons).toEqual(['pay', 'next']);
    s = stepsReducer(s, { type: 'enableButton', id: 'pay' });
    expect(s.disabledButtons).toEqual(['next']);
    expect(stepsReducer(s, { type: 'reset' })).toEqual(initialSteps());
  });

  it('restore a stored active step only if every step up to it is enabled, else reset', () => {
    const stored = run([valid(0), { type: 'next', steps }, valid(1), { type: 'next', steps }]);
    expect(restoreSteps(JSON.parse(JSON.stringify(stored)), 5)).toEqual({ state: stored, reset: false });
    expect(restoreSteps({ ...stored, enabled: [0, 2] }, 5)).toEqual({ state: initialSteps(), reset: true });
    expect(restoreSteps({ ...stored, active: 7 }, 5).reset).toBe(true);
    expect(restoreSteps('garbage', 5).reset).toBe(true);
    expect(restoreSteps(null, 5).reset).toBe(true);
    // Junk entries inside an otherwise good state are dropped, not trusted.
    const junk = restoreSteps({ ...stored, validated: [...stored.validated, { stepIndex: 9, type: 'terms', value: true }, 'x'] }, 5);
    expect(junk.state.validated).toEqual(stored.validated);
  });

  it('take the step from the URL when its tab may be opened, else the furthest that may', () => {
    const s = run([valid(0), { type: 'next', steps }, valid(1), { type: 'next', steps }]);
    expect(stepFromUrl(s, 1, 5)).toBe(1);
    expect(stepFromUrl(s, 4, 5)).toBe(2);
    expect(stepFromUrl(s, null, 5)).toBe(2);
    expect(stepFromUrl(initialSteps(), 3, 5)).toBe(0);
  });
});

/** A second, plain statement of the rules, to check the reducer against (property test). */
function model(actions: StepsAction[]) {
  let active = 0;
  const enabled = new Set([0]);
  const values = new Map<number, { type: StepType; value: unknown }>();
  const done = (i: number) => {
    const v = values.get(i);
    if (!v) return false;
    return v.type === 'options' ? typeof v.value === 'string' && v.value !== '' : v.value === true;
  };
  const open = (i: number) => i === active || (enabled.has(i) && [...Array(i).keys()].every(done));
  for (const a of actions) {
    if (a.type === 'enable') enabled.add(a.step);
    if (a.type === 'validate') values.set(a.step, { type: a.stepType, value: a.value });
    if (a.type === 'invalidate') values.delete(a.step);
    if (a.type === 'go' && open(a.step)) active = a.step;
    if (a.type === 'next' && active + 1 < steps.length && done(active)) enabled.add(++active);
    if (a.type === 'reset') {
      active = 0;
      enabled.clear();
      enabled.add(0);
      values.clear();
    }
  }
  return { active, enabled: [...enabled].sort((x, y) => x - y), open: steps.map((_, i) => open(i)) };
}

const stepArb = fc.integer({ min: 0, max: steps.length - 1 });
const actionArb: fc.Arbitrary<StepsAction> = fc.oneof(
  stepArb.map((step) => ({ type: 'enable' as const, step })),
  fc
    .tuple(stepArb, fc.constantFrom<unknown>(true, false, 'loan', '', null))
    .map(([step, value]) => ({ type: 'validate' as const, step, stepType: steps[step]!, value })),
  stepArb.map((step) => ({ type: 'invalidate' as const, step })),
  stepArb.map((step) => ({ type: 'go' as const, step })),
  fc.constant({ type: 'next' as const, steps }),
  fc.constant({ type: 'reset' as const }),
);

describe('the step reducer against a model (property)', () => {
  it('agrees on the active step, the enabled steps and which tabs open, after any actions', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const state = run(actions);
        const expected = model(actions);
        expect(state.active).toBe(expected.active);
        expect(state.enabled).toEqual(expected.enabled);
        expect(steps.map((_, i) => isTabActive(state, i))).toEqual(expected.open);
        // What it stores it restores unchanged, unless a step up to the active one is not enabled.
        const restorable = [...Array(expected.active + 1).keys()].every((i) => expected.enabled.includes(i));
        const restored = restoreSteps(JSON.parse(JSON.stringify(state)), steps.length);
        expect(restored).toEqual(restorable ? { state, reset: false } : { state: initialSteps(), reset: true });
      }),
      { numRuns: 500 },
    );
  });
});
