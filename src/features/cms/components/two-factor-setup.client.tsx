'use client';

import { useActionState } from 'react';
import styles from './cms.module.css';
import { TextField } from './form-field';

interface State {
  step?: 'verify' | 'done' | 'off';
  secret?: string;
  uri?: string;
  backupCodes?: string[];
  errors?: Partial<Record<'password' | 'code' | 'form', string>>;
}
type Action = (state: State, form: FormData) => Promise<State>;

export interface TwoFactorLabels {
  password: string;
  start: string;
  startHelp: string;
  secret: string;
  secretHelp: string;
  openApp: string;
  code: string;
  confirm: string;
  backupTitle: string;
  backupHelp: string;
  done: string;
  stop: string;
  stopHelp: string;
  stopped: string;
}

function FormError({ state }: { state: State }) {
  return state.errors?.form ? (
    <p role="alert" className={styles.formError}>
      {state.errors.form}
    </p>
  ) : null;
}

function BackupCodes({ codes, labels }: { codes: string[]; labels: TwoFactorLabels }) {
  return (
    <div>
      <h3>{labels.backupTitle}</h3>
      <p className={styles.muted}>{labels.backupHelp}</p>
      <ul aria-label={labels.backupTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Two-step verification on the account screen. Setting up: the password again, then the key (typed
 * into the app, or the otpauth: link opened on a phone) and the backup codes, then a code from the
 * app — only that switches it on (the page then reloads and says so).
 */
export function TwoFactorPanel({
  enabled,
  start,
  confirm,
  stop,
  labels,
}: {
  enabled: boolean;
  start: Action;
  confirm: Action;
  stop: Action;
  labels: TwoFactorLabels;
}) {
  const [started, startAction, starting] = useActionState(start, {});
  const [confirmed, confirmAction, confirming] = useActionState(confirm, {});
  const [stopped, stopAction, stopping] = useActionState(stop, {});
  if (enabled) {
    return (
      <form action={stopAction} className={styles.adminForm} noValidate aria-label={labels.stop}>
        <FormError state={stopped} />
        <p className={styles.muted}>{labels.stopHelp}</p>
        <TextField
          id="totp-stop-password"
          label={labels.password}
          name="password"
          type="password"
          autoComplete="current-password"
          error={stopped.errors?.password}
        />
        <button type="submit" className={styles.formButton} aria-disabled={stopping || undefined}>
          {labels.stop}
        </button>
      </form>
    );
  }
  if (started.step === 'verify') {
    const state = confirmed.errors ? confirmed : started;
    return (
      <form action={confirmAction} className={styles.adminForm} noValidate aria-label={labels.confirm}>
        <FormError state={state} />
        <p>
          {labels.secret}: <code data-testid="totp-secret">{started.secret}</code>
        </p>
        <p className={styles.muted}>{labels.secretHelp}</p>
        {started.uri ? (
          <p>
            <a href={started.uri}>{labels.openApp}</a>
          </p>
        ) : null}
        {started.backupCodes?.length ? <BackupCodes codes={started.backupCodes} labels={labels} /> : null}
        <TextField
          id="totp-code"
          label={labels.code}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={confirmed.errors?.code}
        />
        <button type="submit" className={styles.formButton} aria-disabled={confirming || undefined}>
          {labels.confirm}
        </button>
      </form>
    );
  }
  return (
    <form action={startAction} className={styles.adminForm} noValidate aria-label={labels.start}>
      <FormError state={started} />
      <p className={styles.muted}>{labels.startHelp}</p>
      <TextField
        id="totp-password"
        label={labels.password}
        name="password"
        type="password"
        autoComplete="current-password"
        error={started.errors?.password}
      />
      <button type="submit" className={styles.formButton} aria-disabled={starting || undefined}>
        {labels.start}
      </button>
    </form>
  );
}
