'use client';

import type { FormView } from '../form-view';
import { consentField, marketingField } from '../validate-lead-names';
import { sentValue } from './sent-value';
import styles from './lead-form.module.css';

interface Props {
  view: FormView;
  idPrefix: string;
  /** The consent's message, when it is missing. */
  error: string | undefined;
  /** What the server gave back after a refused send (the page rendered again without JavaScript). */
  values?: Record<string, string | string[]>;
  onChange: () => void;
}

/**
 * The APPI block every lead form ends with: the purpose of use in full (the law asks that it be
 * shown before the data is given; a scroll box would hide it from keyboard users), the required
 * consent, the policy link and, when the form asks, the optional marketing opt-in.
 */
export function PrivacyConsent({ view, idPrefix, error, values, onChange }: Props) {
  return (
    <section className={styles.privacy} aria-labelledby={`${idPrefix}-purpose`}>
      <p id={`${idPrefix}-purpose`} className={styles.privacyHeading}>
        {view.consent.purposeHeading}
      </p>
      <p className={styles.purpose}>{view.consent.purpose}</p>
      <div className={`${styles.check} ${error ? styles.invalid : ''}`}>
        <input
          id={`${idPrefix}-consent`}
          type="checkbox"
          name={consentField}
          value="on"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-consent-error` : undefined}
          defaultChecked={sentValue(values, consentField) === 'on'}
          onChange={onChange}
        />
        <label htmlFor={`${idPrefix}-consent`}>
          {view.consent.label}
          <span className={styles.requiredMark}>{view.texts.required}</span>
        </label>
      </div>
      <p className={styles.policy}>
        <a href={view.consent.policyPath} target="_blank" rel="noopener">
          {view.consent.policyLabel}
        </a>
      </p>
      {error ? (
        <p id={`${idPrefix}-consent-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {view.marketing ? (
        <div className={styles.check}>
          <input
            id={`${idPrefix}-marketing`}
            type="checkbox"
            name={marketingField}
            value="on"
            defaultChecked={sentValue(values, marketingField) === 'on'}
          />
          <label htmlFor={`${idPrefix}-marketing`}>
            {view.marketing.label}
            <span className={styles.optionalMark}>{view.texts.optional}</span>
          </label>
        </div>
      ) : null}
    </section>
  );
}
