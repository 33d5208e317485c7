'use client';

import { useEffect } from 'react';
import { pushToDataLayer } from '@/features/analytics/data-layer';
import type { Consent, ConsentScope } from '@/features/consent/consent';
import { watchConsent, type ConsentSource } from '@/features/consent/watch-consent';
import { errorReportingGate } from '@/features/error-reporting/consent-gate';
import type { ErrorReportingConfig } from '@/features/error-reporting/reporting-config';
import { injectScript } from './inject-script';
import { scopeAllowed, tagsAllowed } from './tags-allowed';

/** A tag the loader may inject: its registry id and scope, and its script. */
export interface LoaderTag {
  id: string;
  scope: ConsentScope;
  src: string;
  attributes: Record<string, string>;
}

/** Error reporting is our own bundled client, not a script (decision 0047): started under its scope. */
export interface LoaderErrorReporting {
  scope: ConsentScope;
  config: ErrorReportingConfig;
}

const pending: Consent = { status: 'pending', scopes: [] };

function load(tag: LoaderTag) {
  // The tag manager's own snippet starts its clock in the data layer before gtm.js arrives.
  if (tag.id === 'tag_manager') pushToDataLayer({ event: 'gtm.js', 'gtm.start': Date.now() });
  injectScript(tag.id, tag);
}

/**
 * Loads the page's third-party tags (decision 0043): the consent provider at once, every other tag
 * only once the visitor's consent includes its scope — never before, and never twice. A tag
 * withdrawn from consent stops with the next page load (a script that ran cannot be unloaded).
 * With the tag manager present, every consent change goes to the data layer as `consent_update`,
 * so the container's own tags can follow the scopes. Error reporting follows its scope both ways:
 * started when it is accepted, silent again as soon as it is withdrawn. Renders nothing.
 */
export function TagLoader({
  source,
  tags,
  errorReporting = null,
}: {
  source: ConsentSource;
  tags: LoaderTag[];
  errorReporting?: LoaderErrorReporting | null;
}) {
  // Props arrive as fresh objects on every render: compare them by value.
  const key = JSON.stringify([source, tags, errorReporting]);
  useEffect(() => {
    const [currentSource, currentTags, reporting] = JSON.parse(key) as [ConsentSource, LoaderTag[], LoaderErrorReporting | null];
    const withTagManager = currentTags.some((tag) => tag.id === 'tag_manager');
    const errors = reporting ? { scope: reporting.scope, gate: errorReportingGate(reporting.config) } : null;
    let last = '';
    const apply = (consent: Consent) => {
      for (const tag of tagsAllowed(consent, currentTags)) load(tag);
      errors?.gate.follow(scopeAllowed(consent, errors.scope));
      // After gtm.js, so the container's triggers hear it.
      const summary = `${consent.status}:${consent.scopes.join(',')}`;
      if (withTagManager && summary !== last) {
        last = summary;
        pushToDataLayer({ event: 'consent_update', consent_status: consent.status, consent_scopes: consent.scopes });
      }
    };
    let ready = false;
    let latest = pending;
    const stop = watchConsent(
      currentSource,
      (consent) => {
        latest = consent;
        if (ready) apply(consent);
      },
      () => {
        ready = true;
        apply(latest);
      },
    );
    return () => {
      stop();
      // Nobody watches consent any more: report nothing until a loader that does takes over.
      errors?.gate.follow(false);
    };
  }, [key]);
  return null;
}
