import { ChangeConsentButton } from '@/features/consent/components/change-consent-button.client';
import { Heading } from '@/ui/heading';
import type { ExternalTransmissionNotice as Notice } from '../notice';
import styles from './external-transmission-notice.module.css';

/** The 外部送信 notice: one section per tag in use, then how to change consent. */
export function ExternalTransmissionNotice({ notice }: { notice: Notice }) {
  return (
    <div className={`grid-container ${styles.notice}`}>
      <Heading level="h1" size="xl">
        {notice.title}
      </Heading>
      <p>{notice.intro}</p>
      {notice.empty ? <p>{notice.empty}</p> : null}
      {notice.entries.map((entry) => (
        <section key={entry.id} className={styles.entry} aria-labelledby={`tag-${entry.id}`} data-tag={entry.id}>
          <h2 id={`tag-${entry.id}`} className={styles.service}>
            {entry.service}
          </h2>
          <dl className={styles.facts}>
            <dt>{notice.labels.recipient}</dt>
            <dd>{entry.recipient}</dd>
            <dt>{notice.labels.hosts}</dt>
            <dd>
              {entry.hosts.map((host) => (
                <span key={host} className={styles.host}>
                  {host}
                </span>
              ))}
            </dd>
            <dt>{notice.labels.data}</dt>
            <dd>{entry.data}</dd>
            <dt>{notice.labels.purpose}</dt>
            <dd>{entry.purpose}</dd>
            <dt>{notice.labels.scope}</dt>
            <dd>{entry.scope}</dd>
            <dt>{notice.labels.timing}</dt>
            <dd>{entry.timing}</dd>
          </dl>
        </section>
      ))}
      <section className={styles.entry} aria-labelledby="change-consent">
        <h2 id="change-consent" className={styles.service}>
          {notice.change.title}
        </h2>
        <p>{notice.change.text}</p>
        {notice.change.button ? (
          <ChangeConsentButton
            strategy={notice.change.strategy}
            label={notice.change.button.label}
            unavailableLabel={notice.change.button.unavailable}
            className={styles.button}
          />
        ) : null}
      </section>
    </div>
  );
}
