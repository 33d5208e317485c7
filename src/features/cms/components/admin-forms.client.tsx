'use client';

import { useActionState, type ReactNode } from 'react';
import styles from './cms.module.css';
import { Field, TextField } from './form-field';

export interface AdminFormState {
  ok?: string;
  secret?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}
type Action = (state: AdminFormState, form: FormData) => Promise<AdminFormState>;

/** One server-action form: works before JavaScript loads; says what happened, or what is wrong where. */
function ActionForm({
  action,
  className,
  children,
}: {
  action: Action;
  className?: string;
  children: (state: AdminFormState, pending: boolean) => ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, {});
  return (
    <form action={formAction} className={className ?? styles.adminForm} noValidate>
      {state.errors?.form ? (
        <p role="alert" className={styles.formError}>
          {state.errors.form}
        </p>
      ) : null}
      {children(state, pending)}
      {state.ok ? (
        <p role="status" className={styles.formOk}>
          {state.ok}
        </p>
      ) : null}
    </form>
  );
}

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

export interface RoleOption {
  value: string;
  label: string;
}

export function AddUserForm({
  action,
  roles,
  labels,
}: {
  action: Action;
  roles: RoleOption[];
  labels: { title: string; email: string; name: string; role: string; password: string; passwordHelp: string; submit: string };
}) {
  return (
    <ActionForm action={action}>
      {(state) => (
        <fieldset className={styles.fieldset}>
          <legend>{labels.title}</legend>
          <TextField
            id="user-email"
            label={labels.email}
            error={state.errors?.email}
            name="email"
            type="email"
            autoComplete="off"
            defaultValue={text(state.values?.email)}
          />
          <TextField id="user-name" label={labels.name} error={state.errors?.name} name="name" defaultValue={text(state.values?.name)} />
          <Field id="user-role" label={labels.role}>
            <select id="user-role" name="role" defaultValue={text(state.values?.role) || 'editor'} className={styles.formInput}>
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            id="user-password"
            label={labels.password}
            help={labels.passwordHelp}
            error={state.errors?.password}
            name="password"
            type="password"
            autoComplete="new-password"
          />
          <button type="submit" className={styles.formButton}>
            {labels.submit}
          </button>
        </fieldset>
      )}
    </ActionForm>
  );
}

/** Role and access of one person, in their table row. */
export function UserRowForms({
  action,
  id,
  name,
  role,
  disabled,
  roles,
  labels,
}: {
  action: Action;
  id: string;
  name: string;
  role: string;
  disabled: boolean;
  roles: RoleOption[];
  labels: { role: string; save: string; disable: string; enable: string };
}) {
  return (
    <div className={styles.rowForms}>
      <ActionForm action={action} className={styles.inlineForm}>
        {() => (
          <>
            <input type="hidden" name="id" value={id} />
            <label className="visually-hidden" htmlFor={`role-${id}`}>
              {`${labels.role}: ${name}`}
            </label>
            <select id={`role-${id}`} name="role" defaultValue={role} className={styles.formInput}>
              {roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
            <button type="submit" className={styles.smallButton} aria-label={`${labels.save}: ${name}`}>
              {labels.save}
            </button>
          </>
        )}
      </ActionForm>
      <ActionForm action={action} className={styles.inlineForm}>
        {() => (
          <>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="disabled" value={disabled ? 'false' : 'true'} />
            <button type="submit" className={styles.smallButton} aria-label={`${disabled ? labels.enable : labels.disable}: ${name}`}>
              {disabled ? labels.enable : labels.disable}
            </button>
          </>
        )}
      </ActionForm>
    </div>
  );
}

export function AddTokenForm({
  action,
  permissions,
  labels,
}: {
  action: Action;
  permissions: { value: string; label: string }[];
  labels: { title: string; name: string; scopes: string; expires: string; expiresHelp: string; submit: string; secret: string };
}) {
  return (
    <ActionForm action={action}>
      {(state) => (
        <fieldset className={styles.fieldset}>
          <legend>{labels.title}</legend>
          {state.secret ? (
            <div className={styles.secret} role="status">
              <p>{labels.secret}</p>
              <code>{state.secret}</code>
            </div>
          ) : null}
          <TextField id="token-name" label={labels.name} error={state.errors?.name} name="name" defaultValue={text(state.values?.name)} />
          <fieldset className={styles.scopes} aria-describedby={state.errors?.scopes ? 'token-scopes-error' : undefined}>
            <legend className={styles.formLabel}>{labels.scopes}</legend>
            {permissions.map((p) => (
              <label key={p.value} className={styles.scope}>
                <input type="checkbox" name="scopes" value={p.value} defaultChecked={state.values?.scopes?.includes(p.value)} /> {p.label}{' '}
                <code>{p.value}</code>
              </label>
            ))}
            {state.errors?.scopes ? (
              <span id="token-scopes-error" className={styles.formError}>
                {state.errors.scopes}
              </span>
            ) : null}
          </fieldset>
          <TextField
            id="token-expires"
            label={labels.expires}
            help={labels.expiresHelp}
            name="expires"
            type="date"
            defaultValue={text(state.values?.expires)}
          />
          <button type="submit" className={styles.formButton}>
            {labels.submit}
          </button>
        </fieldset>
      )}
    </ActionForm>
  );
}

export function RevokeTokenForm({ action, id, name, label }: { action: Action; id: number; name: string; label: string }) {
  return (
    <ActionForm action={action} className={styles.inlineForm}>
      {() => (
        <>
          <input type="hidden" name="id" value={id} />
          <button type="submit" className={styles.smallButton} aria-label={`${label}: ${name}`}>
            {label}
          </button>
        </>
      )}
    </ActionForm>
  );
}
