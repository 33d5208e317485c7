'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { firstRefused, focusInput } from '@/features/forms/components/form-focus';
import { FormFields, Honeypot } from '@/features/forms/components/form-fields.client';
import styles from '@/features/forms/components/lead-form.module.css';
import { PrivacyConsent } from '@/features/forms/components/privacy-consent.client';
import { isImeEnter, useLeadAction, type LeadAction } from '@/features/forms/components/use-lead-action';
import type { FormView } from '@/features/forms/form-view';
import { consentField } from '@/features/forms/validate-lead-names';
import { Modal } from '@/features/popups/components/modal.client';
import { formatYen } from './booking';
import { hiddenValues, lineLabel, type BookingView } from './booking-view';
import { contactRecap, missingRequired } from './contact-step';
import { fill, type RentTexts } from './texts';
import rent from './rent-a-car.module.css';

export interface InquiryConfig {
  view: FormView;
  action: LeadAction;
  mapping: Record<string, string>;
  thankYou: { heading: string; disclaimer: string; button: string };
  error: { heading: string; disclaimer: string };
}

interface Props {
  open: boolean;
  onClose: () => void;
  /** The inquiry went in (analytics). */
  onSubmitted: () => void;
  /** The visitor closed the thank-you: the tool starts over. */
  onSent: () => void;
  booking: BookingView;
  /** The summary's rows: vehicle, pick-up, drop-off, period. */
  rows: { label: string; value: string; note?: string }[];
  inquiry: InquiryConfig;
  texts: RentTexts;
}

type Step = 'contact' | 'summary';

/**
 * The inquiry overlay (blocks.md §2.18, §4): contact details, then the booking summary and Send
 * inquiry, then thank-you or error. One form in the site's modal: the contact fields stay in it
 * (hidden) on the summary step, so one post carries them, the consent and the booking's hidden
 * fields to the leads pipeline — the same server action as every form, with its Japanese messages,
 * CSRF check and rate limits. A field the server refuses brings the visitor back to it.
 */
export function InquiryOverlay({ open, onClose, onSubmitted, onSent, booking, rows, inquiry, texts }: Props) {
  const { view } = inquiry;
  const { state, formAction, pending, refused, errors: serverErrors, clear: clearServerError, send } = useLeadAction(inquiry.action, view);
  // The step the visitor went to, as of which answer: a newer answer refusing a contact field shows that step.
  const [chosenStep, setChosenStep] = useState<{ step: Step; attempt: number }>({ step: 'contact', attempt: 0 });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [recap, setRecap] = useState<{ label: string; value: string }[]>([]);
  // An error the visitor closed the overlay on: the form shows again when it reopens.
  const [dismissed, setDismissed] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  const refusedContact = view.fields.some((f) => refused[f.name]);
  const step: Step = refusedContact && state.attempt > chosenStep.attempt ? 'contact' : chosenStep.step;
  const setStep = (next: Step) => setChosenStep({ step: next, attempt: state.attempt });
  const errors: Record<string, string> = { ...serverErrors, ...clientErrors };
  const result = state.status === 'sent' ? 'sent' : state.status === 'error' && state.attempt !== dismissed ? 'error' : null;
  const stepNames = [texts.contact_step, texts.summary_step];

  // Each step (and the outcome) is announced by moving focus to its heading.
  useEffect(() => {
    if (!open) return;
    (result ? statusRef.current : headingRef.current)?.focus();
  }, [open, step, result]);

  // The server's answer: back to the first refused field, or on to the outcome.
  useEffect(() => {
    if (state.status === 'sent') onSubmitted();
    if (state.status === 'invalid') {
      // A frame later: the step with that field has to show before the field can take focus.
      const first = firstRefused(view.fields, state.errors);
      if (first) requestAnimationFrame(() => focusInput(formRef.current, first));
    }
    // Only a new answer counts; the callback may change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, view.fields]);

  const close = () => {
    if (state.status === 'error') setDismissed(state.attempt);
    onClose();
  };

  const values = hiddenValues(view.hidden, inquiry.mapping, booking.tokens);

  function clear(name: string) {
    if (clientErrors[name]) setClientErrors(({ [name]: _, ...rest }) => rest);
    clearServerError(name);
  }

  function next() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const missing = missingRequired(view, data, texts.errors);
    setClientErrors(missing);
    const first = firstRefused(view.fields, missing);
    if (first) return focusInput(form, first);
    setRecap(contactRecap(view, data));
    setStep('summary');
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!data.get(consentField)) {
      setClientErrors({ [consentField]: texts.errors.consent });
      return focusInput(form, consentField);
    }
    setClientErrors({});
    send(data);
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // The Enter that confirms an IME conversion never sends; Enter in a contact field goes on to the summary.
    if (isImeEnter(event)) return event.preventDefault();
    if (event.key === 'Enter' && step === 'contact' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      next();
    }
  }

  const heading = (text: string, ref?: typeof headingRef) => (
    <h3 ref={ref} tabIndex={-1} className={rent.stepHeading}>
      {text}
    </h3>
  );
  const errorCount = Object.keys(errors).length;

  return (
    <Modal open={open} onClose={close} labelledBy={titleId} closeLabel={texts.close}>
      <h2 id={titleId} className={rent.overlayTitle}>
        {texts.overlayTitle}
      </h2>
      {result ? null : (
        <ol className={rent.overlaySteps}>
          {stepNames.map((name, i) => (
            <li key={name} aria-current={(i === 0) === (step === 'contact') ? 'step' : undefined}>
              <span aria-hidden="true">{i + 1}</span>
              {name}
            </li>
          ))}
        </ol>
      )}
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        noValidate
        className={rent.inquiryForm}
        data-form={view.name}
      >
        <input type="hidden" name="form_id" value={view.formId} />
        <input type="hidden" name="source_path" value="" />
        {/* The booking as it is now: the visitor may change it between two sends. */}
        {view.hidden.map((h) => (
          <input key={h.name} type="hidden" name={h.name} value={values[h.name] ?? h.value} />
        ))}
        <Honeypot label={view.texts.honeypot} />

        <div hidden={result !== null || step !== 'contact'}>
          {heading(fill(texts.stepOf, { n: 1, total: 2, name: texts.contact_step }), step === 'contact' ? headingRef : undefined)}
          {errorCount ? (
            <p className={styles.summary} role="alert">
              {fill(texts.errors.summary, { count: errorCount })}
            </p>
          ) : null}
          <FormFields view={view} idPrefix={id} twoColumns errors={errors} onChange={clear} textareaRows={4} />
          <div className={rent.overlayActions}>
            <button type="button" className={rent.secondary} onClick={close}>
              {texts.back}
            </button>
            <button type="button" className={rent.primary} onClick={next}>
              {texts.next}
            </button>
          </div>
        </div>

        <div hidden={result !== null || step !== 'summary'}>
          {heading(fill(texts.stepOf, { n: 2, total: 2, name: texts.summary_step }), step === 'summary' ? headingRef : undefined)}
          <dl className={rent.summaryList}>
            {rows.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value}
                  {row.note ? <span className={rent.note}>{row.note}</span> : null}
                </dd>
              </div>
            ))}
            <div>
              <dt>{texts.summaryExtras}</dt>
              <dd>
                {booking.lines.length ? (
                  <ul className={rent.plainList}>
                    {booking.lines.map((line) => (
                      <li key={line.key}>
                        {lineLabel(line, texts.lineQuantity)}：{formatYen(line.total)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  texts.noExtras
                )}
              </dd>
            </div>
            <div>
              <dt>{texts.summaryEstimate}</dt>
              <dd>
                <Estimate booking={booking} texts={texts} />
              </dd>
            </div>
            <div>
              <dt>{texts.summaryContact}</dt>
              <dd>
                <ul className={rent.plainList}>
                  {recap.map((item) => (
                    <li key={item.label}>
                      {item.label}：{item.value}
                    </li>
                  ))}
                </ul>
                <button type="button" className={rent.textButton} onClick={() => setStep('contact')}>
                  {texts.edit}
                  <span className="visually-hidden">（{texts.summaryContact}）</span>
                </button>
              </dd>
            </div>
          </dl>
          <p className={rent.note}>{texts.taxNote}</p>

          <PrivacyConsent view={view} idPrefix={id} error={errors[consentField]} onChange={() => clear(consentField)} />
          <div className={rent.overlayActions}>
            <button type="button" className={rent.secondary} onClick={() => setStep('contact')}>
              {texts.back}
            </button>
            <button type="submit" className={rent.primary} disabled={pending} aria-busy={pending || undefined}>
              {pending ? texts.sending : texts.send_inquiry}
            </button>
          </div>
        </div>

        <div ref={statusRef} tabIndex={-1} role={result === 'error' ? 'alert' : 'status'} className={rent.outcome} hidden={result === null}>
          {state.status === 'sent' ? (
            <>
              {heading(inquiry.thankYou.heading)}
              <p>{inquiry.thankYou.disclaimer}</p>
              <p className={rent.note}>{fill(texts.reference, { id: state.id.slice(0, 8).toUpperCase() })}</p>
              <div className={rent.overlayActions}>
                <button type="button" className={rent.primary} onClick={onSent}>
                  {inquiry.thankYou.button}
                </button>
              </div>
            </>
          ) : state.status === 'error' ? (
            <>
              {heading(inquiry.error.heading)}
              <p>{state.message ?? inquiry.error.disclaimer}</p>
              <div className={rent.overlayActions}>
                <button type="button" className={rent.secondary} onClick={close}>
                  {texts.close}
                </button>
                {/* Sends the same entries again: the fields are still in the form. */}
                <button type="submit" className={rent.primary} disabled={pending}>
                  {pending ? texts.sending : texts.retry}
                </button>
              </div>
            </>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

/** Days × daily price, extras and the total, as the visitor is shown and sends them. */
export function Estimate({ booking, texts }: { booking: BookingView; texts: RentTexts }) {
  const money = (amount: number | null) => (amount === null ? texts.onRequest : formatYen(amount));
  return (
    <dl className={rent.estimate}>
      <div>
        <dt>{fill(texts.base, { days: booking.days })}</dt>
        <dd>{money(booking.totals.base)}</dd>
      </div>
      <div>
        <dt>{texts.extras}</dt>
        <dd>{formatYen(booking.totals.extras)}</dd>
      </div>
      <div className={rent.total}>
        <dt>{texts.total}</dt>
        <dd>{money(booking.totals.total)}</dd>
      </div>
    </dl>
  );
}
