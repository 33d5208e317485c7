'use client';

import { startTransition, useActionState, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import styles from '@/features/forms/components/lead-form.module.css';
import type { FormView } from '@/features/forms/form-view';
import { initialLeadFormState, type LeadFormState } from '@/features/forms/lead-form-state';
import { consentField, honeypotField, marketingField } from '@/features/forms/validate-lead-names';
import { Modal } from '@/features/popups/components/modal.client';
import { formatYen } from './booking';
import { hiddenValues, lineLabel, type BookingView } from './booking-view';
import { contactRecap, ContactFields, missingRequired } from './contact-fields.client';
import { fill, type RentTexts } from './texts';
import rent from './rent-a-car.module.css';

export interface InquiryConfig {
  view: FormView;
  action: (state: LeadFormState, data: FormData) => Promise<LeadFormState>;
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

/** reCAPTCHA v3 token when the form asks for one (the same call as the site's lead form). */
async function captchaToken(captcha: FormView['captcha']): Promise<string> {
  if (!captcha || captcha.provider !== 'recaptcha') return '';
  const w = window as unknown as {
    grecaptcha?: { ready(cb: () => void): void; execute(key: string, o: { action: string }): Promise<string> };
  };
  if (!w.grecaptcha) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(captcha.siteKey)}`;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('captcha script failed'));
      document.head.append(script);
    });
  }
  return new Promise((resolve) =>
    w.grecaptcha!.ready(() => void w.grecaptcha!.execute(captcha.siteKey, { action: 'submit' }).then(resolve, () => resolve(''))),
  );
}

/**
 * The inquiry overlay (blocks.md §2.18, §4): contact details, then the booking summary and Send
 * inquiry, then thank-you or error. One form in the site's modal: the contact fields stay in it
 * (hidden) on the summary step, so one post carries them, the consent and the booking's hidden
 * fields to the leads pipeline — the same server action as every form, with its Japanese messages,
 * CSRF check and rate limits. A field the server refuses brings the visitor back to it.
 */
export function InquiryOverlay({ open, onClose, onSubmitted, onSent, booking, rows, inquiry, texts }: Props) {
  const { view } = inquiry;
  const [state, formAction, pending] = useActionState(inquiry.action, initialLeadFormState);
  // The step the visitor went to, as of which answer: a newer answer refusing a contact field shows that step.
  const [chosenStep, setChosenStep] = useState<{ step: Step; attempt: number }>({ step: 'contact', attempt: 0 });
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [cleared, setCleared] = useState<{ attempt: number; names: ReadonlySet<string> }>({ attempt: 0, names: new Set() });
  const [recap, setRecap] = useState<{ label: string; value: string }[]>([]);
  // An error the visitor closed the overlay on: the form shows again when it reopens.
  const [dismissed, setDismissed] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const titleId = `${id}-title`;

  const serverErrors = state.status === 'invalid' ? state.errors : {};
  const refusedContact = view.fields.some((f) => serverErrors[f.name]);
  const step: Step = refusedContact && state.attempt > chosenStep.attempt ? 'contact' : chosenStep.step;
  const setStep = (next: Step) => setChosenStep({ step: next, attempt: state.attempt });
  const errors: Record<string, string> = { ...clientErrors };
  for (const [name, message] of Object.entries(serverErrors)) {
    if (!(cleared.attempt === state.attempt && cleared.names.has(name))) errors[name] ??= message;
  }
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
      const first = view.fields.find((f) => state.errors[f.name]);
      if (first) {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus());
      } else if (state.errors[consentField]) {
        requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(`[name="${consentField}"]`)?.focus());
      }
    }
    // Only a new answer counts; the callback may change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, view.fields]);

  const close = () => {
    if (state.status === 'error') setDismissed(state.attempt);
    onClose();
  };

  const source = (name: string) => formRef.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const values = hiddenValues(view.hidden, inquiry.mapping, booking.tokens);

  function clear(name: string) {
    if (clientErrors[name]) setClientErrors(({ [name]: _, ...rest }) => rest);
    if (serverErrors[name])
      setCleared((prev) => ({ attempt: state.attempt, names: new Set(prev.attempt === state.attempt ? prev.names : []).add(name) }));
  }

  function next() {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const missing = missingRequired(view, data, texts.errors);
    setClientErrors(missing);
    const first = view.fields.find((f) => missing[f.name]);
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
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
      form.querySelector<HTMLElement>(`[name="${consentField}"]`)?.focus();
      return;
    }
    setClientErrors({});
    const sourcePath = source('source_path');
    if (sourcePath) data.set('source_path', window.location.pathname);
    const ga = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)/.exec(document.cookie)?.[1];
    for (const hidden of view.hidden) if (hidden.kind === 'ga_client_id' && ga) data.set(hidden.name, ga);
    void captchaToken(view.captcha).then((token) => {
      if (token) data.set('g-recaptcha-response', token);
      startTransition(() => formAction(data));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    // The Enter that confirms an IME conversion never sends; Enter in a contact field goes on to the summary.
    if (event.key !== 'Enter') return;
    if (event.nativeEvent.isComposing || event.keyCode === 229) return event.preventDefault();
    if (step === 'contact' && event.target instanceof HTMLInputElement) {
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
        <input type="hidden" name="source_path" value="" data-source-path />
        {view.hidden.map((h) => (
          <input key={h.name} type="hidden" name={h.name} value={values[h.name] ?? h.value} />
        ))}
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {view.texts.honeypot}
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <div hidden={result !== null || step !== 'contact'}>
          {heading(fill(texts.stepOf, { n: 1, total: 2, name: texts.contact_step }), step === 'contact' ? headingRef : undefined)}
          {errorCount ? (
            <p className={styles.summary} role="alert">
              {fill(texts.errors.summary, { count: errorCount })}
            </p>
          ) : null}
          <ContactFields view={view} idPrefix={id} errors={errors} onChange={clear} />
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

          <section className={styles.privacy} aria-labelledby={`${id}-purpose`}>
            <p id={`${id}-purpose`} className={styles.privacyHeading}>
              {view.consent.purposeHeading}
            </p>
            <p className={rent.purpose}>{view.consent.purpose}</p>
            <div className={`${styles.check} ${errors[consentField] ? styles.invalid : ''}`}>
              <input
                id={`${id}-consent`}
                type="checkbox"
                name={consentField}
                value="on"
                required
                aria-invalid={errors[consentField] ? true : undefined}
                aria-describedby={errors[consentField] ? `${id}-consent-error` : undefined}
                onChange={() => clear(consentField)}
              />
              <label htmlFor={`${id}-consent`}>
                {view.consent.label}
                <span className={styles.requiredMark}>{view.texts.required}</span>
              </label>
            </div>
            <p className={styles.policy}>
              <a href={view.consent.policyPath} target="_blank" rel="noopener">
                {view.consent.policyLabel}
              </a>
            </p>
            {errors[consentField] ? (
              <p id={`${id}-consent-error`} className={styles.error}>
                {errors[consentField]}
              </p>
            ) : null}
            {view.marketing ? (
              <div className={styles.check}>
                <input id={`${id}-marketing`} type="checkbox" name={marketingField} value="on" />
                <label htmlFor={`${id}-marketing`}>
                  {view.marketing.label}
                  <span className={styles.optionalMark}>{view.texts.optional}</span>
                </label>
              </div>
            ) : null}
          </section>
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
