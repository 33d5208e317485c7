import { startTransition, useActionState, useState, type KeyboardEvent } from 'react';
import type { FormView } from '../form-view';
import { initialLeadFormState, type LeadFormState } from '../lead-form-state';
import { captchaToken } from './captcha-token';

export type LeadAction = (state: LeadFormState, data: FormData) => Promise<LeadFormState>;

const none: ReadonlySet<string> = new Set();

/** The visitor's Google Analytics client id, when the analytics cookie is there. */
function gaClientId(): string | undefined {
  return /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(document.cookie)?.[1];
}

/**
 * Sending a lead form with JavaScript, the same for the lead form and the forms other islands draw
 * (Rent a Car's inquiry): the server action's state; the messages of its last answer (`refused`),
 * and those of them the visitor has not acted on since by changing the field (`errors`, shown at
 * the fields); and `send`, which adds what only the browser knows (the page, the analytics client
 * id, the captcha token) and posts in a transition.
 */
export function useLeadAction(action: LeadAction, view: Pick<FormView, 'hidden' | 'captcha'>) {
  const [state, formAction, pending] = useActionState(action, initialLeadFormState);
  const [changed, setChanged] = useState<{ attempt: number; names: ReadonlySet<string> }>({ attempt: 0, names: none });
  const acted = changed.attempt === state.attempt ? changed.names : none;
  const refused = state.status === 'invalid' ? state.errors : {};
  const errors: Record<string, string> = Object.fromEntries(Object.entries(refused).filter(([name]) => !acted.has(name)));

  function clear(name: string) {
    if (!errors[name]) return;
    setChanged((prev) => ({ attempt: state.attempt, names: new Set(prev.attempt === state.attempt ? prev.names : []).add(name) }));
  }

  // Called from the form's submit handler, never as its action: React would reset the fields
  // (files included) before the answer.
  function send(data: FormData) {
    data.set('source_path', window.location.pathname);
    const ga = gaClientId();
    if (ga) for (const hidden of view.hidden) if (hidden.kind === 'ga_client_id') data.set(hidden.name, ga);
    void captchaToken(view.captcha).then((token) => {
      if (token) data.set('g-recaptcha-response', token);
      startTransition(() => formAction(data));
    });
  }

  return { state, formAction, pending, refused, errors, clear, send };
}

/** The Enter that confirms an IME conversion (漢字変換): it must never send a form. */
export function isImeEnter(event: KeyboardEvent): boolean {
  return event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229);
}
