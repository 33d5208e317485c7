'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import type { Consent } from '@/features/consent/consent';
import { watchConsent, type ConsentSource } from '@/features/consent/watch-consent';
import { campaignAllowed, campaignFromSearch, readCampaignCookie, syncCampaignCookie, type CampaignParams } from './campaign';
import { listenForNavigationClicks } from './navigation-clicks';
import { pageViewEvent, type PageViewContext } from './page-view';
import { startAnalytics, trackEvent } from './track';

const basicBanner: ConsentSource = { strategy: 'basic' };

// This page load's state, shared by the island's mounts: a client navigation to another route
// mounts it again, and must neither take that URL for the landing nor forget the consent.
let latestConsent: Consent = { status: 'pending', scopes: [] };
/** The landing's campaign parameters until they are stored; undefined until read. */
let landing: CampaignParams | null | undefined;

function cookies(): string {
  try {
    return document.cookie;
  } catch {
    return ''; // a sandboxed frame
  }
}

/**
 * The site's analytics (decision 0046), rendering nothing: starts the wait for the tag manager,
 * follows the visitor's consent through the consent watcher (our banner or a consent provider),
 * keeps the campaign cookie under marketing consent, reports header and footer link clicks, and
 * sends page_view on every page — built when it is sent, so it carries the consent given while
 * the page waited.
 */
export function PageView({
  category,
  brand,
  market,
  consent = basicBanner,
  tagManager = false,
}: PageViewContext & {
  /** How the page reads consent (the tag registry's `consentSourceOf`). */
  consent?: ConsentSource;
  /** Whether the site has a tag manager to wait for. */
  tagManager?: boolean;
}) {
  const pathname = usePathname();
  // Props arrive as fresh objects on every render: compare the source by value.
  const sourceKey = JSON.stringify(consent);

  useEffect(() => startAnalytics({ tagManager }), [tagManager]);

  useEffect(() => {
    if (landing === undefined) landing = campaignFromSearch(window.location.search);
    const secure = window.location.protocol === 'https:';
    return watchConsent(JSON.parse(sourceKey) as ConsentSource, (reported) => {
      latestConsent = reported;
      try {
        if (syncCampaignCookie(document, reported, landing ?? null, secure)) landing = null;
      } catch (error) {
        console.warn('analytics: could not store the campaign cookie', error);
      }
    });
  }, [sourceKey]);

  useEffect(() => listenForNavigationClicks(), []);

  useEffect(() => {
    trackEvent(() => {
      const campaign = campaignAllowed(latestConsent) ? readCampaignCookie(cookies()) : null;
      return pageViewEvent({ category, brand, market }, latestConsent, { path: pathname, campaign });
    });
  }, [pathname, category, brand, market]);

  return null;
}
