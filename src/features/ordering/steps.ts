/**
 * The order-online step machine of site.md §4, as a pure reducer (the checkout's tabs use it in
 * the browser; tests drive it directly).
 *
 * - Step 0 is active and enabled at start.
 * - Enabling a step adds it to the enabled list.
 * - A step is validated according to its component type (`isStepValueValid`).
 * - A step's tab is active (can be opened) if it is the current step, or if it is enabled and
 *   every earlier step is validated.
 * - A stored active step is restored only if every step up to it is enabled; otherwise all step
 *   state is reset (and its storage cleared).
 * - Reset: active 0, enabled [0], validated and disabled buttons cleared.
 */

export const stepTypes = ['details', 'options', 'contact', 'terms', 'payment'] as const;
export type StepType = (typeof stepTypes)[number];

export interface ValidatedEntry {
  stepIndex: number;
  type: StepType;
  value: unknown;
}

export interface StepsState {
  active: number;
  enabled: number[];
  validated: ValidatedEntry[];
  disabledButtons: string[];
}

export type StepsAction =
  | { type: 'enable'; step: number }
  | { type: 'validate'; step: number; stepType: StepType; value: unknown }
  | { type: 'invalidate'; step: number }
  | { type: 'go'; step: number }
  | { type: 'next'; steps: readonly StepType[] }
  | { type: 'disableButton'; id: string }
  | { type: 'enableButton'; id: string }
  | { type: 'reset' };

export function initialSteps(): StepsState {
  return { active: 0, enabled: [0], validated: [], disabledButtons: [] };
}

/** Whether what a step holds is complete, by the step's component type. */
export function isStepValueValid(type: StepType, value: unknown): boolean {
  switch (type) {
    case 'details':
      return value === true; // the visitor confirmed this is the car
    case 'options':
      return typeof value === 'string' && value.length > 0; // a finance option was chosen
    case 'contact':
      return value === true; // the contact form passed its checks
    case 'terms':
      return value === true; // the terms were accepted
    case 'payment':
      return value === true; // the payment was authorised (or none is due)
  }
}

export function isValidated(state: StepsState, step: number): boolean {
  const entry = state.validated.find((v) => v.stepIndex === step);
  return entry !== undefined && isStepValueValid(entry.type, entry.value);
}

/** A tab can be opened: it is the current step, or enabled with every earlier step validated. */
export function isTabActive(state: StepsState, step: number): boolean {
  if (step === state.active) return true;
  if (!state.enabled.includes(step)) return false;
  for (let i = 0; i < step; i++) if (!isValidated(state, i)) return false;
  return true;
}

function withEnabled(enabled: number[], step: number): number[] {
  return enabled.includes(step) ? enabled : [...enabled, step].sort((a, b) => a - b);
}

export function stepsReducer(state: StepsState, action: StepsAction): StepsState {
  switch (action.type) {
    case 'enable':
      return { ...state, enabled: withEnabled(state.enabled, action.step) };
    case 'validate': {
      const others = state.validated.filter((v) => v.stepIndex !== action.step);
      const entry = { stepIndex: action.step, type: action.stepType, value: action.value };
      return { ...state, validated: [...others, entry].sort((a, b) => a.stepIndex - b.stepIndex) };
    }
    case 'invalidate':
      return { ...state, validated: state.validated.filter((v) => v.stepIndex !== action.step) };
    case 'go':
      return isTabActive(state, action.step) ? { ...state, active: action.step } : state;
    case 'next': {
      // Forward only from a validated step: the next one is enabled and opened.
      const next = state.active + 1;
      if (next >= action.steps.length || !isValidated(state, state.active)) return state;
      return { ...state, active: next, enabled: withEnabled(state.enabled, next) };
    }
    case 'disableButton':
      return state.disabledButtons.includes(action.id) ? state : { ...state, disabledButtons: [...state.disabledButtons, action.id] };
    case 'enableButton':
      return { ...state, disabledButtons: state.disabledButtons.filter((b) => b !== action.id) };
    case 'reset':
      return initialSteps();
  }
}

/**
 * Reads stored step state back (sessionStorage `sl_order_online_steps`). Kept only if it is well
 * formed for `stepCount` steps and every step up to the stored active one is enabled; otherwise
 * `reset` says to start over and clear the storage.
 */
export function restoreSteps(stored: unknown, stepCount: number): { state: StepsState; reset: boolean } {
  const fresh = { state: initialSteps(), reset: true };
  if (!stored || typeof stored !== 'object') return fresh;
  const s = stored as Partial<StepsState>;
  const inRange = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0 && (n as number) < stepCount;
  if (!inRange(s.active) || !Array.isArray(s.enabled) || !s.enabled.every(inRange)) return fresh;
  for (let i = 0; i <= s.active; i++) if (!s.enabled.includes(i)) return fresh;
  const validated = Array.isArray(s.validated)
    ? s.validated.filter(
        (v): v is ValidatedEntry =>
          !!v && typeof v === 'object' && inRange(v.stepIndex) && (stepTypes as readonly string[]).includes(v.type as string),
      )
    : [];
  const disabledButtons = Array.isArray(s.disabledButtons) ? s.disabledButtons.filter((b): b is string => typeof b === 'string') : [];
  return {
    state: { active: s.active, enabled: [...new Set(s.enabled)].sort((a, b) => a - b), validated, disabledButtons },
    reset: false,
  };
}

/**
 * The step the URL asks for (the URL is the source of truth), when its tab may be opened; else the
 * furthest step that may, so a shared or stale link never skips a step.
 */
export function stepFromUrl(state: StepsState, requested: number | null, stepCount: number): number {
  if (requested !== null && requested >= 0 && requested < stepCount && isTabActive(state, requested)) return requested;
  let furthest = 0;
  for (let i = 0; i < stepCount; i++) if (isTabActive(state, i)) furthest = i;
  return furthest;
}
