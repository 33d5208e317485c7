import styles from './news.module.css';

/** The list's error or no-results state: a heading and a message (blocks.md 2.19). */
export function NewsNotice({ role, heading, message }: { role: 'alert' | 'status'; heading: string; message: string }) {
  return (
    <div role={role} className={styles.notice}>
      <p className={styles.noticeHeading}>{heading}</p>
      <p>{message}</p>
    </div>
  );
}
