'use client';

import { useActionState, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { initialRecallCheckState, type RecallCheckState } from '@/features/recalls/recall-check-state';
import { formatRecallDay, type RecallCheck } from '@/features/recalls/recall-status';
import { checkVehicleId, type VehicleIdProblem } from '@/features/recalls/vin';
import { fillPlaceholders } from '../owner-tools-kit/placeholders';
import kit from '../owner-tools-kit/owner-tools.module.css';
import styles from './local-vin-checker.module.css';

export interface VinCheckerTexts {
  input: string;
  hint: string;
  button: string;
  checking: string;
  /** '{vehicle}の確認結果' */
  resultFor: string;
  positive: string;
  negative: string;
  remedied: string;
  code: string;
  started: string;
  defect: string;
  remedy: string;
  open: string;
  done: string;
  failed: string;
  rateLimited: string;
  /** Per problem; `length` has a `{length}` placeholder. */
  errors: Record<VehicleIdProblem, string>;
}

type State = { kind: 'idle' } | { kind: 'checking' } | { kind: 'answered'; check: RecallCheck } | { kind: 'failed'; message: string };

/** Where the island asks (src/app/api/recalls/check). */
export const recallCheckPath = '/api/recalls/check';

/** How the checker starts: empty, or with the answer its form got without JavaScript. */
export function startingState(served: RecallCheckState, texts: Pick<VinCheckerTexts, 'failed' | 'rateLimited'>): State {
  if (served.status === 'answered') return { kind: 'answered', check: served.check };
  if (served.status === 'failed') return { kind: 'failed', message: served.rateLimited ? texts.rateLimited : texts.failed };
  return { kind: 'idle' };
}

/**
 * The VIN checker (blocks.md §2.5, decision 0065). The identifier is checked here as it will be on
 * the server, so a typo is named at the field at once; then one POST asks the recall list. The
 * answer's first line is a polite live region, so screen readers hear it; the campaigns follow.
 * A new submission cancels the one in flight; editing the field clears an old answer.
 *
 * The form is also a real one: without JavaScript (or before this island has loaded) the browser
 * posts it to `action`, a server action, and the page comes back with the answer, which this
 * component then starts from (`useActionState`).
 */
export function VinChecker({
  id,
  texts,
  action,
  bookingLink,
}: {
  id: string;
  texts: VinCheckerTexts;
  action: (state: RecallCheckState, data: FormData) => Promise<RecallCheckState>;
  /** Shown under a positive answer (the editor's booking link). */
  bookingLink?: ReactNode;
}) {
  const [served, formAction] = useActionState(action, initialRecallCheckState);
  const [value, setValue] = useState(served.status === 'idle' ? '' : served.vin);
  const [error, setError] = useState<string | null>(served.status === 'invalid' ? served.error : null);
  const [state, setState] = useState<State>(() => startingState(served, texts));
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  const showError = (message: string) => {
    setError(message);
    setState({ kind: 'idle' });
    input.current?.focus();
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkVehicleId(value);
    if (!checked.ok) return showError(fillPlaceholders(texts.errors[checked.problem], { length: checked.length ?? 0 }));
    setError(null);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'checking' });
    try {
      const response = await fetch(recallCheckPath, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ vin: value }),
        signal: controller.signal,
      });
      if (response.ok) {
        const { data } = (await response.json()) as { data: RecallCheck };
        setState({ kind: 'answered', check: data });
      } else if (response.status === 422) {
        const problem = (await response.json()) as { errors?: { pointer: string; detail: string }[] };
        showError(problem.errors?.find((e) => e.pointer === 'vin')?.detail ?? texts.failed);
      } else {
        setState({ kind: 'failed', message: response.status === 429 ? texts.rateLimited : texts.failed });
      }
    } catch {
      // Aborted: a newer submission owns the answer. Otherwise the network failed.
      if (!controller.signal.aborted) setState({ kind: 'failed', message: texts.failed });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const check = state.kind === 'answered' ? state.check : null;
  const summary =
    state.kind === 'checking'
      ? texts.checking
      : state.kind === 'failed'
        ? state.message
        : check
          ? { affected: texts.positive, remedied: texts.remedied, not_affected: texts.negative }[check.status]
          : '';

  return (
    <div className={styles.checker}>
      <form className={styles.form} action={formAction} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-input`} className={styles.label}>
          {texts.input}
        </label>
        <p id={hintId} className={styles.hint}>
          {texts.hint}
        </p>
        <div className={styles.row}>
          <input
            ref={input}
            id={`${id}-input`}
            name="vin"
            className={styles.input}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (state.kind !== 'checking') setState({ kind: 'idle' });
            }}
            onKeyDown={(event) => {
              // japan.md: Enter that ends an IME composition confirms the text; it does not submit.
              if (event.key === 'Enter' && (event.nativeEvent.isComposing || event.keyCode === 229)) event.preventDefault();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          />
          <button type="submit" className={`${kit.primary} ${styles.button}`} aria-disabled={state.kind === 'checking' || undefined}>
            {texts.button}
          </button>
        </div>
        {error ? (
          <p id={errorId} className={styles.error}>
            {error}
          </p>
        ) : null}
      </form>
      <div className={styles.result} data-status={check?.status ?? state.kind}>
        {check ? <p className={styles.resultFor}>{fillPlaceholders(texts.resultFor, { vehicle: check.vehicle_id })}</p> : null}
        <p role="status" className={styles.summary}>
          {summary}
        </p>
        {check?.campaigns.length ? (
          <ul className={styles.campaigns}>
            {check.campaigns.map((campaign) => (
              <li key={campaign.code} className={styles.campaign}>
                <p className={styles.campaignTitle}>
                  {campaign.title}
                  <span className={styles.badge} data-remedied={campaign.remedied || undefined}>
                    {campaign.remedied ? texts.done : texts.open}
                  </span>
                </p>
                <dl className={styles.facts}>
                  <dt>{texts.code}</dt>
                  <dd>{campaign.code}</dd>
                  <dt>{texts.started}</dt>
                  <dd>{formatRecallDay(campaign.starts_on)}</dd>
                  {campaign.description ? (
                    <>
                      <dt>{texts.defect}</dt>
                      <dd>{campaign.description}</dd>
                    </>
                  ) : null}
                  {campaign.remedy ? (
                    <>
                      <dt>{texts.remedy}</dt>
                      <dd>{campaign.remedy}</dd>
                    </>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        ) : null}
        {check?.status === 'affected' ? bookingLink : null}
      </div>
    </div>
  );
}
