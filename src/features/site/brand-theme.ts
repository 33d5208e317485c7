/**
 * Brand themes (site.md §3 brand store: null is the main brand, or a code such as jdx). Only these
 * codes have styles of their own (`[data-brand-theme='…']` in app/globals.css); any other code
 * renders the main brand's look, which the start-up sequence warns about.
 */
export const styledBrandThemes: readonly string[] = ['jdx'];

/** site.md §4: with this theme the favicon is always the site's default icon. */
export const defaultIconTheme = 'jdx';
