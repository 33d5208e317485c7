'use client';

import { useState } from 'react';
import type { ConsentStrategy } from '../consent';
import { reopenConsentChoice } from '../watch-consent';

/**
 * "Change cookie settings": brings back the basic banner or opens the consent provider's own
 * settings. Says so when there is nothing to open (the provider's script did not load).
 */
export function ChangeConsentButton({
  strategy,
  label,
  unavailableLabel,
  className,
}: {
  strategy: ConsentStrategy;
  label: string;
  unavailableLabel: string;
  className?: string;
}) {
  const [unavailable, setUnavailable] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={async () => setUnavailable(!(await reopenConsentChoice(strategy)))}>
        {label}
      </button>
      <p role="status">{unavailable ? unavailableLabel : null}</p>
    </>
  );
}
