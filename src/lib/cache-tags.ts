/** Every cache tag of the application, in one place. */
export const cacheTags = {
  settings: 'settings',
  pages: 'pages',
  page: (path: string) => `page:${path}`,
  redirects: 'redirects',
  navigation: 'navigation',
  metaheads: 'metaheads',
  image: (id: number) => `image:${id}`,
} as const;
