'use client';

import styles from './editor.module.css';

export interface PageSettingsLabels {
  title: string;
  pageTitle: string;
  path: string;
  pathHelp: string;
  metaTitle: string;
  metaDescription: string;
  canonicalUrl: string;
  noSeo: string;
  /** What is wrong with a page field, by field name (`other` for the rest). */
  problems: Record<string, string> & { other: string };
}

type Attributes = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The page's own fields (path, title, meta). Problems from the server show next to each one. */
export function PageSettingsForm({
  value,
  problems,
  labels,
  onChange,
}: {
  value: Attributes;
  problems: Record<string, string>;
  labels: PageSettingsLabels;
  onChange: (name: string, next: unknown) => void;
}) {
  const input = (name: string, label: string, options: { multiline?: boolean; help?: string; max?: number } = {}) => {
    const id = `page-${name}`;
    const problem = problems[name];
    const described = [options.help ? `${id}-help` : null, problem ? `${id}-problem` : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id,
      value: text(value[name]),
      maxLength: options.max,
      className: styles.input,
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': described,
    };
    return (
      <div className={styles.field} key={name}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => onChange(name, e.target.value)} />
        ) : (
          <input {...common} onChange={(e) => onChange(name, e.target.value)} />
        )}
        {options.help ? (
          <span id={`${id}-help`} className={styles.muted}>
            {options.help}
          </span>
        ) : null}
        {problem ? (
          <span id={`${id}-problem`} className={styles.fieldProblem}>
            {problem}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <section aria-labelledby="page-settings-title" className={styles.settings}>
      <h2 id="page-settings-title" className={styles.paneTitle}>
        {labels.title}
      </h2>
      {input('title', labels.pageTitle, { max: 200 })}
      {input('path', labels.path, { help: labels.pathHelp, max: 300 })}
      {input('meta_title', labels.metaTitle, { max: 200 })}
      {input('meta_description', labels.metaDescription, { multiline: true, max: 500 })}
      {input('canonical_url', labels.canonicalUrl, { max: 2048 })}
      <div className={styles.checkField}>
        <input
          id="page-disable_seo_tracking"
          type="checkbox"
          checked={value.disable_seo_tracking === true}
          onChange={(e) => onChange('disable_seo_tracking', e.target.checked)}
        />
        <label htmlFor="page-disable_seo_tracking">{labels.noSeo}</label>
      </div>
    </section>
  );
}
