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
  /** Form definitions and locations (pages render forms from them). */
  forms: 'forms',
} as const;
