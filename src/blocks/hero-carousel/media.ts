/** Media queries the server's markup and the island share; no imports, so the island stays small. */

/** Phones: below the site's md breakpoint (741 px). */
export const phoneMedia = '(max-width: 740px)';
/** Where the wide image replaces the standard one (`has_wide_ratio`). */
export const wideMedia = '(min-width: 741px)';
