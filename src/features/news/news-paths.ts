/**
 * Where news live (decision 0045): the list is the CMS page at `/news` (it holds the news block),
 * each article is `/news/{slug}`, an app route. The slug is lower-case ASCII so that addresses stay
 * readable when shared (LINE, e-mail) instead of turning into percent-escapes.
 */
export const newsListPath = '/news';

export const newsSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const newsSlugMaxLength = 120;

export function isNewsSlug(value: string): boolean {
  return value.length <= newsSlugMaxLength && newsSlugPattern.test(value);
}

export function newsArticlePath(slug: string): string {
  return `${newsListPath}/${slug}`;
}

/** The slug of an article address (`/news/{slug}`), or null for any other path. */
export function slugOfNewsPath(pathname: string): string | null {
  const match = /^\/news\/([^/]+)$/.exec(pathname);
  return match && isNewsSlug(match[1]!) ? match[1]! : null;
}

/** The language and market of this site's news (japan.md): what visitors' lists and pages read. */
export const siteNewsLocale = 'ja';
export const siteNewsMarket = 'JP';
