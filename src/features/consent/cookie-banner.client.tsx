'use client';

import { useEffect, useState } from 'react';
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

function readConsent(): Consent {
  try {
    return parseConsent(window.localStorage.getItem(consentStorageKey));
  } catch {
    return parseConsent(null);
  }
}

function store(consent: Consent) {
  try {
    window.localStorage.setItem(consentStorageKey, serializeConsent(consent));
  } catch (error) {
    console.warn('could not store cookie consent', error); // storage failures are logged only
  }
  window.dispatchEvent(new CustomEvent('consentchange', { detail: consent }));
}

/**
 * Basic consent strategy. Fixed at the bottom of the viewport, so showing it after hydration moves
 * nothing on the page (no layout shift).
 */
export function CookieBanner({ content }: { content: CookieBannerContent }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => setVisible(needsDecision(readConsent())), []);

  if (!visible) return null;
  const Heading = content.headingLevel;
  const decide = (consent: Consent) => {
    store(consent);
    setVisible(false);
  };
  return (
    <div className={styles.banner} role="region" aria-label={content.regionLabel} data-cookie-banner="">
      <div className={styles.inner}>
        <Heading className={styles.title}>{content.title}</Heading>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: content.bodyHtml }} />
        <div className={`${styles.buttons} ${styles[content.buttonPosition]}`}>
          <button type="button" className={styles.secondary} onClick={() => decide({ status: 'rejected', scopes: obligatoryOnly })}>
            {content.rejectLabel}
          </button>
          <button type="button" className={styles.primary} onClick={() => decide({ status: 'accepted', scopes: allScopes })}>
            {content.acceptLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
