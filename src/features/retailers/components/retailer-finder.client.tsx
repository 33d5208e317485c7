'use client';

import { lazy, Suspense, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { trackEvent } from '@/features/analytics/track';
import { fillTemplate } from '@/lib/fill-template';
import type { HeadingLevel } from '@/ui/heading';
import type { DistanceUnit } from '../distance';
import { locateRetailerSearch } from '../locate.action';
import type { Place } from '../places';
import { regions } from '../prefectures';
import type { Contact, RetailerView } from '../retailer';
import {
  distanceText,
  initialOutcome,
  mapPointsOf,
  outcomeOfLocated,
  outcomeOfPlace,
  outcomeOfPosition,
  resultsOf,
  retailerEvent,
  type SearchOutcome,
  type Summary,
} from '../search-view';
import type { MapProvider } from './map-types';
import { RetailerList, type RetailerListTexts } from './retailer-list';
import type { RetailerMapTexts } from './retailer-map.client';
import styles from './retailers.module.css';

// The map (and through it the map library) is fetched when the visitor first opens it.
const RetailerMap = lazy(() => import('./retailer-map.client').then((m) => ({ default: m.RetailerMap })));

export interface FinderTexts extends RetailerListTexts {
  searchLabel: string;
  searchPlaceholder: string;
  searchHint: string;
  searchButton: string;
  searching: string;
  searchFailed: string;
  geolocate: string;
  geolocating: string;
  geolocationDenied: string;
  geolocationFailed: string;
  /** site.md §8: 'Sorry, there were no results for your search.' */
  noResults: string;
  /** 「{{count}}件の販売店が見つかりました」: what a search announces. */
  found: string;
  /** 「{{count}}件」: the count beside the results. */
  count: string;
  summaries: Record<Exclude<Summary['kind'], 'none'>, string>;
  rough: string;
  alternatives: string;
  showAll: string;
  distanceNote: string;
  units: Record<DistanceUnit, string>;
  viewSwitch: string;
  viewList: string;
  viewMap: string;
  openMap: string;
  pinLabel: string;
  prefectureFilter: string;
  allPrefectures: string;
  prefectureOption: string;
  map: RetailerMapTexts;
}

const subscribeNothing = () => () => {};

export type FinderVariant = 'plain' | 'mena' | 'with_map';

interface Props {
  retailers: RetailerView[];
  variant: FinderVariant;
  unit: DistanceUnit;
  /** At most this many retailers for a search near a place. */
  limit: number;
  headingLevel: HeadingLevel;
  /** The maps provider of settings, used once consent allows it; null: the site's own map. */
  provider: MapProvider | null;
  /** Whether the visitor can search (the retailer cards' `has_search`). */
  searchable: boolean;
  texts: FinderTexts;
}

function summaryLine(summary: Summary, texts: FinderTexts): string {
  if (summary.kind === 'none') return '';
  const line = fillTemplate(texts.summaries[summary.kind], summary as unknown as Record<string, string>);
  return 'rough' in summary && summary.rough ? `${line}${texts.rough}` : line;
}

/**
 * The retailer search and its results (blocks.md §2.6, site.md §7–§8), for the retailer locator's
 * three variants and the retailer cards: a search by postcode, prefecture, city or town (or name),
 * the visitor's position on request, the nearest retailers with their distance, and — where the
 * block has one — a map opened on demand. The number of results is announced; the list and the
 * map's pins are reachable by keyboard.
 */
export function RetailerFinder({ retailers, variant, unit, limit, headingLevel, provider, searchable, texts }: Props) {
  const id = useId();
  const [outcome, setOutcome] = useState<SearchOutcome>(initialOutcome);
  const [status, setStatus] = useState<'idle' | 'searching' | 'locating' | 'failed' | 'denied' | 'unavailable'>('idle');
  const [query, setQuery] = useState('');
  const [prefecture, setPrefecture] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [view, setView] = useState<'list' | 'map'>('list');
  const [mapOpened, setMapOpened] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const request = useRef(0);
  const hasMap = variant === 'with_map';

  // The position button works only with JavaScript: the server HTML leaves it out.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );

  const results = useMemo(() => {
    const found = resultsOf(retailers, outcome, limit);
    return variant === 'mena' && prefecture ? found.filter(({ retailer }) => retailer.state === prefecture) : found;
  }, [retailers, outcome, limit, variant, prefecture]);
  const distances = useMemo(() => results.map(({ km }) => distanceText(km, unit, texts.units)), [results, unit, texts.units]);
  const points = useMemo(
    () => mapPointsOf(results, (number, name) => fillTemplate(texts.pinLabel, { number, name })),
    [results, texts.pinLabel],
  );

  const show = (next: SearchOutcome) => {
    setOutcome(next);
    setSelectedId(null);
    setStatus('idle');
    const count = next.summary.kind === 'none' ? 0 : resultsOf(retailers, next, limit).length;
    setAnnouncement(count ? `${summaryLine(next.summary, texts)}：${fillTemplate(texts.found, { count })}` : texts.noResults);
    trackEvent(retailerEvent('search', next.tracking));
  };

  const search = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return show(initialOutcome);
    const ticket = ++request.current;
    setStatus('searching');
    try {
      const located = await locateRetailerSearch(words);
      if (ticket === request.current) show(outcomeOfLocated(located));
    } catch (error) {
      console.warn('retailer search failed', error);
      if (ticket === request.current) {
        setStatus('failed');
        setAnnouncement(texts.searchFailed);
      }
    }
  };

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('unavailable');
    const ticket = ++request.current;
    setStatus('locating');
    setAnnouncement(texts.geolocating);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        if (ticket !== request.current) return;
        setQuery('');
        show(outcomeOfPosition({ latitude: coords.latitude, longitude: coords.longitude }));
      },
      (error) => {
        if (ticket !== request.current) return;
        const denied = error.code === error.PERMISSION_DENIED;
        setStatus(denied ? 'denied' : 'unavailable');
        setAnnouncement(denied ? texts.geolocationDenied : texts.geolocationFailed);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  };

  const pickPlace = (place: Place) => {
    setQuery(place.label);
    show(
      outcomeOfPlace(
        place,
        outcome.alternatives.filter((p) => p !== place),
      ),
    );
  };

  const select = (retailerId: string, from: 'list' | 'map') => {
    setSelectedId(retailerId);
    trackEvent(retailerEvent('select_retailer', { retailer_code: retailerId, label: from }));
    if (from === 'map') {
      // On a wide screen the list stands beside the map: bring the chosen entry into view.
      document.getElementById(`${id}-r-${retailerId}`)?.scrollIntoView({ block: 'nearest' });
    }
  };

  const showOnMap = (retailerId: string) => {
    setMapOpened(true);
    setView('map');
    select(retailerId, 'list');
  };

  const openMap = () => {
    setMapOpened(true);
    setView('map');
  };

  const messages: Partial<Record<typeof status, string>> = {
    searching: texts.searching,
    locating: texts.geolocating,
    failed: texts.searchFailed,
    denied: texts.geolocationDenied,
    unavailable: texts.geolocationFailed,
  };
  const selectedIndex = results.findIndex(({ retailer }) => retailer.id === selectedId);
  const selected = results[selectedIndex]?.retailer ?? null;
  const prefecturesWithRetailers = useMemo(() => {
    const counts = new Map<string, number>();
    for (const r of retailers) if (r.state) counts.set(r.state, (counts.get(r.state) ?? 0) + 1);
    return regions.flatMap((region) => region.prefectures.filter((p) => counts.has(p)).map((p) => ({ name: p, count: counts.get(p)! })));
  }, [retailers]);

  // Calling, writing or messaging a retailer is its 'call' (the label says how); its own page is 'website'.
  const tracking = {
    onContact: (retailer: RetailerView, contact: Contact) =>
      trackEvent(retailerEvent('call', { retailer_code: retailer.id, label: contact.type })),
    onDirections: (retailer: RetailerView) => trackEvent(retailerEvent('directions', { retailer_code: retailer.id })),
    onLink: (retailer: RetailerView) => trackEvent(retailerEvent('website', { retailer_code: retailer.id, label: 'link' })),
  };

  const list = (
    <RetailerList
      results={results}
      distances={distances}
      idPrefix={`${id}-r-`}
      headingLevel={headingLevel}
      selectedId={selectedId}
      contactsFirst={variant === 'mena'}
      onShowOnMap={hasMap ? showOnMap : null}
      {...tracking}
      texts={texts}
    />
  );

  return (
    <div className={styles.finder} data-variant={variant} data-view={view}>
      {searchable && variant !== 'mena' ? (
        <form className={styles.search} role="search" onSubmit={search}>
          <label htmlFor={`${id}-q`} className={styles.searchLabel}>
            {texts.searchLabel}
          </label>
          <div className={styles.searchRow}>
            <input
              id={`${id}-q`}
              className={styles.input}
              type="search"
              name="q"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={texts.searchPlaceholder}
              autoComplete="postal-code"
              enterKeyHint="search"
              maxLength={80}
              aria-describedby={`${id}-hint`}
            />
            <button type="submit" className={styles.submit} disabled={status === 'searching'}>
              {texts.searchButton}
            </button>
          </div>
          <p id={`${id}-hint`} className={styles.hint}>
            {texts.searchHint}
          </p>
          {hydrated ? (
            <button type="button" className={styles.geolocate} onClick={locate} disabled={status === 'locating'}>
              <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
                <path d="M11 2v2.1A8 8 0 004.1 11H2v2h2.1a8 8 0 006.9 6.9V22h2v-2.1a8 8 0 006.9-6.9H22v-2h-2.1A8 8 0 0013 4.1V2zm1 4a6 6 0 110 12 6 6 0 010-12zm0 3a3 3 0 100 6 3 3 0 000-6z" />
              </svg>
              {texts.geolocate}
            </button>
          ) : null}
        </form>
      ) : null}
      {variant === 'mena' ? (
        <div className={styles.search}>
          <label htmlFor={`${id}-pref`} className={styles.searchLabel}>
            {texts.prefectureFilter}
          </label>
          <select
            id={`${id}-pref`}
            className={styles.input}
            value={prefecture}
            onChange={(event) => {
              const next = event.target.value;
              setPrefecture(next);
              const count = next ? retailers.filter((r) => r.state === next).length : retailers.length;
              setAnnouncement(fillTemplate(texts.found, { count }));
              trackEvent(retailerEvent('search', { search_type: 'stateSearch', label: 'prefecture' }));
            }}
          >
            <option value="">{texts.allPrefectures}</option>
            {prefecturesWithRetailers.map(({ name, count }) => (
              <option key={name} value={name}>
                {fillTemplate(texts.prefectureOption, { prefecture: name, count })}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className={styles.summary}>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
        {status !== 'idle' && messages[status] ? (
          <p className={styles.status} data-status={status}>
            {messages[status]}
          </p>
        ) : null}
        {results.length ? (
          <p className={styles.summaryLine}>
            {variant === 'mena' && !prefecture
              ? texts.summaries.all
              : variant === 'mena'
                ? prefecture
                : summaryLine(outcome.summary, texts)}
            <span className={styles.count}>{fillTemplate(texts.count, { count: results.length })}</span>
          </p>
        ) : (
          <p className={styles.noResults}>{texts.noResults}</p>
        )}
        {outcome.alternatives.length ? (
          <div className={styles.alternatives}>
            <span>{texts.alternatives}</span>
            {outcome.alternatives.map((place) => (
              <button key={place.label} type="button" className={styles.chip} onClick={() => pickPlace(place)}>
                {place.label}
              </button>
            ))}
          </div>
        ) : null}
        {outcome.summary.kind !== 'all' ? (
          <button
            type="button"
            className={styles.showAll}
            onClick={() => {
              setQuery('');
              show(initialOutcome);
            }}
          >
            {texts.showAll}
          </button>
        ) : null}
      </div>

      {hasMap ? (
        <div className={styles.viewSwitch} role="group" aria-label={texts.viewSwitch}>
          <button type="button" aria-pressed={view === 'list'} onClick={() => setView('list')}>
            {texts.viewList}
          </button>
          <button type="button" aria-pressed={view === 'map'} onClick={openMap}>
            {texts.viewMap}
          </button>
        </div>
      ) : null}

      <div className={hasMap ? styles.withMap : undefined}>
        <div className={styles.listPane}>{list}</div>
        {hasMap ? (
          <div className={styles.mapPane}>
            {mapOpened ? (
              <Suspense fallback={<div className={styles.mapPlaceholder} />}>
                <RetailerMap
                  points={points}
                  selectedId={selectedId}
                  onSelect={(retailerId) => select(retailerId, 'map')}
                  provider={provider}
                  texts={texts.map}
                />
              </Suspense>
            ) : (
              <div className={styles.mapPlaceholder}>
                <button type="button" className={styles.openMap} onClick={openMap}>
                  {texts.openMap}
                </button>
              </div>
            )}
            {selected ? (
              <div className={styles.selectedCard}>
                <RetailerList
                  results={[{ retailer: selected, km: null }]}
                  distances={[distances[selectedIndex] ?? null]}
                  numbers={[selectedIndex + 1]}
                  idPrefix={`${id}-s-`}
                  headingLevel={headingLevel}
                  selectedId={null}
                  contactsFirst={false}
                  onShowOnMap={null}
                  {...tracking}
                  texts={{ ...texts, listLabel: texts.selected }}
                />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      {results.some(({ km }) => km !== null) ? <p className={styles.note}>{texts.distanceNote}</p> : null}
    </div>
  );
}
