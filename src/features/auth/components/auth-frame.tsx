import type { ReactNode } from 'react';
import styles from './auth.module.css';

/** The frame of the sign-in, two-step and no-permission screens: no site navigation, one card. */
export function AuthFrame({ brand, title, lead, children }: { brand: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{brand}</p>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}
