'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import styles from './block-error.module.css';

export function TryAgainButton({ label, onRetry }: { label: string; onRetry?: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <button
      type="button"
      className={styles.retry}
      disabled={pending}
      onClick={() => {
        onRetry?.();
        startTransition(() => router.refresh());
      }}
    >
      {label}
    </button>
  );
}
