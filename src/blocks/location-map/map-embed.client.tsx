'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { ConsentScope } from '@/features/consent/consent';
import { ChangeConsentButton } from '@/features/consent/components/change-consent-button.client';
import { watchConsent, type ConsentSource } from '@/features/consent/watch-consent';
import { injectScript } from '@/features/tags/inject-script';
import { scopeAllowed } from '@/features/tags/tags-allowed';
import styles from './location-map.module.css';

/** The little of the Maps JavaScript API this island uses (no @types package for one call). */
interface LatLng {
  lat: number;
  lng: number;
}
interface MapsApi {
  importLibrary(name: 'maps'): Promise<{ Map: new (element: HTMLElement, options: Record<string, unknown>) => unknown }>;
  importLibrary(name: 'marker'): Promise<{ Marker: new (options: { position: LatLng; map: unknown; title: string }) => unknown }>;
}

const mapsApi = () => (window as { google?: { maps?: Partial<MapsApi> } }).google?.maps;
/** A script that neither loads nor fails within this time counts as failed. */
export const mapsLoadTimeoutMs = 15_000;

/** Injects the maps tag once per page and resolves with the API when its script has run. */
function loadMapsApi(script: { src: string; attributes: Record<string, string> }): Promise<MapsApi> {
  injectScript('maps', script);
  return new Promise((resolve, reject) => {
    const ready = () => {
      const api = mapsApi();
      if (api?.importLibrary) resolve(api as MapsApi);
      else reject(new Error('maps script ran without google.maps.importLibrary'));
    };
    if (mapsApi()?.importLibrary) return ready();
    const element = document.querySelector<HTMLScriptElement>('script[data-tag="maps"]');
    if (!element) return reject(new Error('maps script missing'));
    const timer = window.setTimeout(() => reject(new Error('maps script timed out')), mapsLoadTimeoutMs);
    element.addEventListener('load', () => (window.clearTimeout(timer), ready()), { once: true });
    element.addEventListener('error', () => (window.clearTimeout(timer), reject(new Error('maps script failed'))), { once: true });
  });
}

type State = 'idle' | 'blocked' | 'loading' | 'ready' | 'failed';

/** What the frame shows: consent decides until the map has been drawn (a script that ran cannot be unloaded). */
function frameState(allowed: boolean | null, loaded: 'ready' | 'failed' | null): State {
  if (loaded === 'ready') return 'ready';
  if (allowed === null) return 'idle';
  if (!allowed) return 'blocked';
  return loaded ?? 'loading';
}

export interface MapEmbedTexts {
  region: string;
  consentNote: string;
  changeConsent: string;
  changeUnavailable: string;
  loading: string;
  failed: string;
}

interface Props {
  source: ConsentSource;
  scope: ConsentScope;
  script: { src: string; attributes: Record<string, string> };
  latitude: number;
  longitude: number;
  zoom: number;
  /** The marker's tooltip: the place's name. */
  place: string;
  texts: MapEmbedTexts;
  /** The static map drawing, shown until the map itself is there. */
  children: ReactNode;
}

/**
 * The interactive map, behind the maps tag's consent scope (decision 0043): nothing is requested
 * from the map provider before the visitor's consent includes it; until then the frame says why
 * and offers the cookie settings. The address and the map links beside it work in every case.
 */
export function MapEmbed({ source, scope, script, latitude, longitude, zoom, place, texts, children }: Props) {
  // null until consent has been read (the server render and a page without JavaScript: the drawing).
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState<'ready' | 'failed' | null>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const state = frameState(allowed, loaded);

  // Props arrive as fresh objects from the server: compare them by value.
  const sourceKey = JSON.stringify(source);
  const scriptKey = JSON.stringify(script);
  useEffect(
    () => watchConsent(JSON.parse(sourceKey) as ConsentSource, (consent) => setAllowed(scopeAllowed(consent, scope))),
    [sourceKey, scope],
  );

  useEffect(() => {
    if (!allowed) return;
    let cancelled = false;
    loadMapsApi(JSON.parse(scriptKey) as Props['script'])
      .then(async (api) => {
        const [{ Map }, { Marker }] = await Promise.all([api.importLibrary('maps'), api.importLibrary('marker')]);
        if (cancelled || !mapRef.current) return;
        const position = { lat: latitude, lng: longitude };
        const map = new Map(mapRef.current, { center: position, zoom, mapTypeControl: false, streetViewControl: false });
        new Marker({ position, map, title: place });
        setLoaded('ready');
      })
      .catch((error: unknown) => {
        console.warn('location map could not be loaded', error);
        if (!cancelled) setLoaded('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [allowed, scriptKey, latitude, longitude, zoom, place]);

  return (
    <div className={styles.embed} data-state={state}>
      {/* Laid out (not display: none) while it loads, so the map measures its real size; hidden from
          everyone until it is drawn. */}
      <div ref={mapRef} className={styles.map} role="region" aria-label={texts.region} aria-hidden={state === 'ready' ? undefined : true} />
      {state === 'ready' ? null : children}
      {state === 'blocked' ? (
        <div className={styles.notice}>
          <p>{texts.consentNote}</p>
          {source.strategy === 'none' ? null : (
            <ChangeConsentButton
              strategy={source.strategy}
              label={texts.changeConsent}
              unavailableLabel={texts.changeUnavailable}
              className={styles.noticeButton}
            />
          )}
        </div>
      ) : null}
      {state === 'loading' ? (
        <p className={styles.notice} role="status">
          {texts.loading}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className={styles.notice} role="status">
          {texts.failed}
        </p>
      ) : null}
    </div>
  );
}
