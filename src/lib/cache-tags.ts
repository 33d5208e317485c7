/** Every cache tag of the application, in one place. */
export const cacheTags = {
  settings: 'settings',
  pages: 'pages',
  page: (path: string) => `page:${path}`,
  redirects: 'redirects',
  navigation: 'navigation',
  metaheads: 'metaheads',
  image: (id: number) => `image:${id}`,
  stock: (listingId: string) => `stock:${listingId}`,
  /** Any stock change (vehicle pages are looked up by id across listings). */
  stockAll: 'stock',
  companyConfig: 'company-config',
  /** One car's data (its vehicle page). */
  vehicle: (vehicleId: number) => `vehicle:${vehicleId}`,
  /**
   * A car's status changed without a feed import (reserved online): every instance patches its
   * facet index in place (facet-index.server.ts) instead of rebuilding it.
   */
  vehicleStatus: (listingId: string, vehicleId: number, status: string) =>
    `vehicle-status:${JSON.stringify([listingId, vehicleId, status])}`,
  /** Whether a car is held by a visitor checking out (商談中 on its card and page). */
  hold: (vehicleId: number) => `hold:${vehicleId}`,
  /** Form definitions and locations (pages render forms from them). */
  forms: 'forms',
  /** News articles (the news block's lists and the /news/{slug} pages, decision 0045). */
  news: 'news',
  /** The currency service's rate (double price), bumped when a refresh brings a different one. */
  currency: 'currency',
  /** The offers list of `mena.offers_api_url`, bumped when a refresh brings a different one. */
  offers: 'offers',
  /** The dynamic-content strategies' model lists, bumped when a refresh brings different names. */
  dynamicContent: 'dynamic-content',
  /** The hosted or external navigation of settings (decision 0049), bumped when a refresh brings another one. */
  remoteNavigation: 'remote-navigation',
  /** Retailers of a dealers endpoint on another service (the footer's retailers, decision 0049). */
  retailers: 'retailers',
  /** The model catalogue (decision 0056): every import invalidates it, and pages with catalogue figures follow. */
  models: 'models',
  /** The collection feeds of `collections.feed_url` (decision 0060), bumped when a refresh brings other items. */
  collectionFeed: 'collection-feed',
  /** The range data files of electric range calculators read from another host (decision 0064), bumped when a refresh brings other data. */
  rangeData: 'range-data',
  /** The Defender quiz's answer pictures documents read from another host (decision 0062), bumped when a refresh brings other pictures. */
  defenderQuizImages: 'defender-quiz-images',
} as const;
