/**
 * HTTP details shared by the catalogue's routes and the admin screen (decision 0056).
 */

/**
 * Public catalogue answers: the same for everybody and changed only by an import, so browsers and
 * shared caches may keep them a minute (like templates and images); the server's own copy follows
 * the `models` tag at once.
 */
export const publicCatalogueHeaders = { 'cache-control': 'public, max-age=60' } as const;

/** A catalogue document is data: a few MB at most, nested five levels (derivatives → spec groups → rows). */
export const catalogueDocumentLimits = { maxBytes: 8 * 1024 * 1024, maxDepth: 8, maxNodes: 500_000 } as const;
