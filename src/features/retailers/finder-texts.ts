import type { Translate } from '@/i18n/i18n';
import type { FinderTexts } from './components/retailer-finder.client';

/**
 * The retailer islands' texts, translated on the server (no i18n runtime in the browser); texts
 * with placeholders stay templates, filled in the island.
 */
export function finderTexts(
  t: Translate,
  overrides: Partial<Pick<FinderTexts, 'searchLabel' | 'searchPlaceholder' | 'searchHint'>> = {},
): FinderTexts {
  const raw = (key: string) => t(`retailers.${key}`, { skipInterpolation: true });
  return {
    searchLabel: raw('search_label'),
    searchPlaceholder: raw('search_placeholder'),
    searchHint: raw('search_hint'),
    searchButton: raw('search_button'),
    searching: raw('searching'),
    searchFailed: raw('search_failed'),
    geolocate: raw('geolocate'),
    geolocating: raw('geolocating'),
    geolocationDenied: raw('geolocation_denied'),
    geolocationFailed: raw('geolocation_failed'),
    noResults: raw('no_results'),
    found: raw('found'),
    count: raw('count'),
    summaries: {
      all: raw('summary_all'),
      postcode: raw('summary_postcode'),
      place: raw('summary_place'),
      here: raw('summary_here'),
      prefecture: raw('summary_prefecture'),
      text: raw('summary_text'),
    },
    rough: raw('summary_rough'),
    alternatives: raw('alternatives'),
    showAll: raw('show_all'),
    distanceNote: raw('distance_note'),
    units: { km: raw('unit_km'), mi: raw('unit_mi') },
    viewSwitch: raw('view_switch'),
    viewList: raw('view_list'),
    viewMap: raw('view_map'),
    openMap: raw('open_map'),
    pinLabel: raw('pin_label'),
    prefectureFilter: raw('prefecture_filter'),
    allPrefectures: raw('all_prefectures'),
    prefectureOption: raw('prefecture_option'),
    listLabel: raw('list_label'),
    openingHours: raw('opening_hours'),
    services: raw('services'),
    directions: raw('directions'),
    newTab: raw('new_tab'),
    showOnMap: raw('show_on_map'),
    selected: raw('selected'),
    contactNames: { phone: raw('contact_phone'), whatsapp: raw('contact_whatsapp'), email: raw('contact_email') },
    map: {
      region: raw('map_region'),
      canvas: raw('map_canvas'),
      zoomIn: raw('map_zoom_in'),
      zoomOut: raw('map_zoom_out'),
      resetNorth: raw('map_reset_north'),
      attribution: '',
      attributionToggle: raw('map_attribution_toggle'),
      gestures: raw('map_gestures'),
      loading: raw('map_loading'),
      failed: raw('map_failed'),
    },
    ...overrides,
  };
}
