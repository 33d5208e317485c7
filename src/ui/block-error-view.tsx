'use client';

import { TryAgainButton } from './try-again-button';
import styles from './block-error.module.css';

export function BlockErrorView({ message, tryAgainLabel, onRetry }: { message: string; tryAgainLabel: string; onRetry?: () => void }) {
  return (
    <div className={styles.box} role="alert" data-block-error="">
      <p>{message}</p>
      <TryAgainButton label={tryAgainLabel} onRetry={onRetry} />
    </div>
  );
}
