'use client';

import { useSyncExternalStore } from 'react';
import { allScopes, consentStorageKey, needsDecision, obligatoryOnly, parseConsent, serializeConsent, type Consent } from './consent';
import styles from './cookie-banner.module.css';

export interface CookieBannerContent {
  title: string;
  headingLevel: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  bodyHtml: string;
  acceptLabel: string;
  rejectLabel: string;
  buttonPosition: 'left' | 'center' | 'right';
  regionLabel: string;
}

const changeEvent = 'consentchange';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(changeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changeEvent, onChange);
  };
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(consentStorageKey);
  } catch {
    return null;
  }
}

function store(consent: Consent) {
  try {
    window.localStorage.setItem(consentStorageKey, serializeConsent(consent));
  } catch (error) {
    console.warn('could not store cookie consent', error); // storage failures are logged only
  }
  window.dispatchEvent(new CustomEvent(changeEvent, { detail: consent }));
}

/** On the server the decision is unknown: render nothing rather than a banner that may vanish. */
const serverSnapshot = () => 'server';

/**
 * Basic consent strategy. Fixed at the bottom of the viewport, so showing it after hydration moves
 * nothing on the page (no layout shift). Other tabs' decisions arrive through the storage event.
 */
export function CookieBanner({ content }: { content: CookieBannerContent }) {
  const stored = useSyncExternalStore(subscribe, readStored, serverSnapshot);
  if (stored === 'server' || !needsDecision(parseConsent(stored))) return null;
  const Heading = content.headingLevel;
  return (
    <div className={styles.banner} role="region" aria-label={content.regionLabel} data-cookie-banner="">
      <div className={styles.inner}>
        <Heading className={styles.title}>{content.title}</Heading>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
        <div className={`${styles.buttons} ${styles[content.buttonPosition]}`}>
          <button type="button" className={styles.secondary} onClick={() => store({ status: 'rejected', scopes: obligatoryOnly })}>
            {content.rejectLabel}
          </button>
          <button type="button" className={styles.primary} onClick={() => store({ status: 'accepted', scopes: allScopes })}>
            {content.acceptLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
