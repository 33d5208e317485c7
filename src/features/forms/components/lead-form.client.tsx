'use client';

import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from 'react';
import type { FormView } from '../form-view';
import { consentField } from '../validate-lead-names';
import { fillTemplate as fill } from '@/lib/fill-template';
import { firstRefused, focusInput } from './form-focus';
import { FormFields, Honeypot } from './form-fields.client';
import { PrivacyConsent } from './privacy-consent.client';
import { sentValue } from './sent-value';
import { isImeEnter, useLeadAction, type LeadAction } from './use-lead-action';
import styles from './lead-form.module.css';

export interface LeadFormProps {
  view: FormView;
  action: LeadAction;
  /** Two columns from 741 px (fields marked half sit side by side). */
  twoColumns: boolean;
  buttonPosition: 'left' | 'center' | 'right';
  /** URL query parameter → field name: prefilled from the address (e.g. ?vehicle=… from the vehicle page). */
  paramsMapping: Record<string, string>;
  /** URL query parameter → location field, and dealer code → location id (?dealer=JP-TKY-01 picks that dealer). */
  locationParams?: { mapping: Record<string, string>; byCode: Record<string, number> };
  /** Wider layout inside a modal (900 px instead of 600 px). */
  inModal?: boolean;
}

/**
 * A lead form: server-rendered, posts without JavaScript (the server action renders the page again
 * with errors), and with JavaScript sends in place, shows each field's message beside it, moves
 * focus to the first problem, and never submits on the Enter that ends an IME conversion.
 */
export function LeadForm({ view, action, twoColumns, buttonPosition, paramsMapping, locationParams, inModal = false }: LeadFormProps) {
  const { state, formAction, pending, refused, errors, clear, send } = useLeadAction(action, view);
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const values = state.status === 'invalid' || state.status === 'error' ? state.values : undefined;

  // Prefill from the address (the page itself stays cacheable: this runs in the browser only).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const query = new URLSearchParams(window.location.search);
    for (const [param, field] of Object.entries(paramsMapping)) {
      const value = query.get(param);
      const input = form.elements.namedItem(field);
      if (value && input && 'value' in input && !input.value) input.value = value.slice(0, 500);
    }
    for (const [param, field] of Object.entries(locationParams?.mapping ?? {})) {
      const code = query.get(param);
      const id = code ? (locationParams?.byCode[code] ?? (/^\d+$/.test(code) ? Number(code) : undefined)) : undefined;
      const input = form.elements.namedItem(field);
      if (id !== undefined && input instanceof HTMLSelectElement && !input.value) input.value = String(id);
    }
  }, [paramsMapping, locationParams]);

  useEffect(() => {
    if (state.status === 'invalid') {
      focusInput(formRef.current, firstRefused(view.fields, state.errors));
    } else if (state.status === 'sent') {
      statusRef.current?.focus();
      // A full load of the thank-you page: it is a CMS page with its own analytics and caching.
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      if (view.redirectPath) window.location.assign(`${view.redirectPath}?ref=${encodeURIComponent(state.id)}`);
    } else if (state.status === 'error') {
      statusRef.current?.focus();
    }
  }, [state, view.fields, view.redirectPath]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    send(new FormData(event.currentTarget));
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (isImeEnter(event)) event.preventDefault();
  }

  if (state.status === 'sent' && !view.redirectPath) {
    return (
      <div ref={statusRef} tabIndex={-1} role="status" className={styles.done}>
        <p className={styles.doneTitle}>{view.texts.thankYouTitle}</p>
        <p>{view.texts.thankYouMessage}</p>
        <p className={styles.reference}>{fill(view.texts.reference, { id: state.id.slice(0, 8).toUpperCase() })}</p>
      </div>
    );
  }

  // The summary is of the answer: it counts every field the server refused, also those changed since.
  const errorCount = Object.keys(refused).length;
  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      noValidate
      encType="multipart/form-data"
      className={`${styles.form} ${inModal ? styles.modal : ''}`}
      aria-describedby={state.status === 'invalid' || state.status === 'error' ? `${id}-status` : undefined}
      data-form={view.name}
    >
      <input type="hidden" name="form_id" value={view.formId} />
      {/* The page it was sent from: filled when sent (the cached page is the same for every path's visitor). */}
      <input type="hidden" name="source_path" value="" />
      {view.hidden.map((h) => (
        <input key={h.name} type="hidden" name={h.name} defaultValue={sentValue(values, h.name) || h.value} />
      ))}
      <Honeypot label={view.texts.honeypot} />

      <div ref={statusRef} tabIndex={-1} id={`${id}-status`} role={state.status === 'error' || errorCount ? 'alert' : undefined}>
        {state.status === 'error' ? (
          <div className={styles.failure}>
            <p className={styles.failureTitle}>{view.texts.errorTitle}</p>
            <p>{state.message ?? view.texts.errorMessage}</p>
            {/* Sends the same entries again: nothing the visitor typed is lost. */}
            <button type="submit" className={styles.retry} disabled={pending}>
              {view.texts.tryAgain}
            </button>
          </div>
        ) : errorCount ? (
          <p className={styles.summary}>{fill(view.texts.errorSummary, { count: errorCount })}</p>
        ) : null}
      </div>

      <FormFields view={view} idPrefix={id} twoColumns={twoColumns} errors={errors} values={values} onChange={clear} />
      <PrivacyConsent view={view} idPrefix={id} error={errors[consentField]} values={values} onChange={() => clear(consentField)} />

      <div className={`${styles.actions} ${styles[`button-${buttonPosition}`]}`}>
        <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
          {pending ? view.texts.sending : view.texts.submit}
        </button>
      </div>
    </form>
  );
}
