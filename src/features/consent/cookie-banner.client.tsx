'use client';

import { useEffect, useRef, useSyncExternalStore } from 'react';
import {
  allScopes,
  consentChangeEvent,
  consentStorageKey,
  needsDecision,
  obligatoryOnly,
  parseConsent,
  serializeConsent,
  type Consent,
} from './consent';
import styles from './cookie-banner.module.css';

export interface CookieBannerContent {
  title: string;
  headingLevel: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  bodyHtml: string;
  acceptLabel: string;
  rejectLabel: string;
  buttonPosition: 'left' | 'center' | 'right';
  regionLabel: string;
  /** The 外部送信 notice (what third parties receive), linked under the buttons. */
  noticeLink?: { href: string; label: string };
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(consentChangeEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(consentChangeEvent, onChange);
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
  window.dispatchEvent(new CustomEvent(consentChangeEvent, { detail: consent }));
}

/**
 * The banner is fixed over the bottom of the page: focus must never sit underneath it (WCAG
 * 2.4.11, issue 7 item 21). The page's scroll padding is the banner's height, so the browser scrolls
 * focused elements clear of it; an element focused where it is already "in view" but under the
 * banner is scrolled up by the overlap. Returns the clean-up.
 */
function keepFocusClearOf(banner: HTMLElement): () => void {
  const root = document.documentElement;
  // The body grows by the banner's height too, so the last links of the footer can scroll clear.
  const pad = () => {
    root.style.setProperty('scroll-padding-bottom', `${banner.offsetHeight + 8}px`);
    document.body.style.setProperty('padding-bottom', `${banner.offsetHeight}px`);
  };
  pad();
  const resize = new ResizeObserver(pad);
  resize.observe(banner);
  const onFocus = (event: FocusEvent) => {
    const target = event.target as Element | null;
    if (!target || banner.contains(target) || !(target instanceof HTMLElement)) return;
    const overlap = target.getBoundingClientRect().bottom - banner.getBoundingClientRect().top;
    if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' });
  };
  document.addEventListener('focusin', onFocus);
  return () => {
    resize.disconnect();
    document.removeEventListener('focusin', onFocus);
    root.style.removeProperty('scroll-padding-bottom');
    document.body.style.removeProperty('padding-bottom');
  };
}

/** On the server the decision is unknown: render nothing rather than a banner that may vanish. */
const serverSnapshot = () => 'server';

/**
 * Basic consent strategy. Fixed at the bottom of the viewport, so showing it after hydration moves
 * nothing on the page (no layout shift). Other tabs' decisions arrive through the storage event.
 */
export function CookieBanner({ content }: { content: CookieBannerContent }) {
  const stored = useSyncExternalStore(subscribe, readStored, serverSnapshot);
  const visible = stored !== 'server' && needsDecision(parseConsent(stored));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (visible && ref.current ? keepFocusClearOf(ref.current) : undefined), [visible]);
  if (!visible) return null;
  const Heading = content.headingLevel;
  return (
    <div ref={ref} className={styles.banner} role="region" aria-label={content.regionLabel} data-cookie-banner="">
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
        {/* After the buttons: they stay the banner's first Tab stops. */}
        {content.noticeLink ? (
          <p className={`${styles.body} ${styles.notice}`}>
            <a href={content.noticeLink.href}>{content.noticeLink.label}</a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
