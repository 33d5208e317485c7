'use client';

import { useEffect, useRef, useState } from 'react';
import type { Consent } from '@/features/consent/consent';
import { watchConsent, type ConsentSource } from '@/features/consent/watch-consent';
import { scopeAllowed } from '@/features/tags/tags-allowed';
import type { MapHandle, MapOptions, MapPoint, MapProvider, MapTexts } from './map-types';
import styles from './retailer-map.module.css';

export interface RetailerMapTexts extends MapTexts {
  loading: string;
  failed: string;
}

interface Props {
  points: MapPoint[];
  selectedId: string | null;
  onSelect(id: string): void;
  provider: MapProvider | null;
  texts: RetailerMapTexts;
}

/** The visitor's consent as first reported, or null when nothing answers in time (a CMP still loading). */
export function readConsentOnce(source: ConsentSource, timeoutMs = 1500): Promise<Consent | null> {
  return new Promise((resolve) => {
    let stop: () => void = () => {};
    let done = false;
    const finish = (consent: Consent | null) => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      // watchConsent may report before it has returned its clean-up.
      queueMicrotask(() => stop());
      resolve(consent);
    };
    const timer = window.setTimeout(() => finish(null), timeoutMs);
    stop = watchConsent(source, finish);
  });
}

/**
 * Draws the map once consent (for the provider) is known: the provider's map when settings name
 * one and the visitor allowed it, otherwise — or when it fails — the site's own map.
 */
async function drawMap(container: HTMLElement, provider: MapProvider | null, options: MapOptions): Promise<MapHandle> {
  if (provider) {
    const consent = await readConsentOnce(provider.source);
    if (consent && scopeAllowed(consent, provider.scope)) {
      try {
        const { createProviderMap } = await import('./google-engine');
        return await createProviderMap(container, provider.script, options);
      } catch (error) {
        console.warn('the maps provider could not be loaded; showing the site’s own map', error);
        container.replaceChildren();
      }
    }
  }
  const { createLocalMap } = await import('./maplibre-engine');
  return createLocalMap(container, options);
}

/**
 * The retailers on a map, mounted only once the visitor opens it (decision 0066): this component is
 * small, and the map library is fetched by its first effect. Pins and list share numbers and
 * names; choosing a pin selects the retailer in the list.
 */
export function RetailerMap({ points, selectedId, onSelect, provider, texts }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest props for the map's own callbacks, which outlive renders.
  const latest = useRef({ points, selectedId, onSelect });
  useEffect(() => {
    latest.current = { points, selectedId, onSelect };
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    const { points: first, selectedId: chosen } = latest.current;
    drawMap(element, provider, { points: first, selectedId: chosen, onSelect: (id) => latest.current.onSelect(id), texts })
      .then((map) => {
        if (cancelled) return map.destroy();
        handle.current = map;
        // Whatever changed while the library loaded.
        map.update(latest.current.points, latest.current.selectedId);
        setState('ready');
      })
      .catch((error: unknown) => {
        console.warn('retailer map could not be drawn', error);
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // Drawn once per mount: points and selection reach the map through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pointsKey = points.map((p) => `${p.id}:${p.number}`).join(',');
  useEffect(() => {
    handle.current?.update(latest.current.points, latest.current.selectedId);
  }, [pointsKey]);
  useEffect(() => {
    handle.current?.select(selectedId, true);
  }, [selectedId]);

  return (
    <div className={styles.frame} data-state={state}>
      <div ref={container} className={styles.map} role="region" aria-label={texts.region} />
      {state === 'ready' ? null : (
        <p className={styles.notice} role="status">
          {state === 'loading' ? texts.loading : texts.failed}
        </p>
      )}
    </div>
  );
}
