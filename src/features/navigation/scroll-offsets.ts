/**
 * Page measurements of site.md §2 and the offset a hash scroll must leave above its target so that
 * the header, the in-page bar and the breadcrumbs do not cover it.
 */
export const measurements = {
  header: { small: 48, large: 72 },
  breadcrumbs: { small: 55, large: 44 },
  inPageBar: { small: 65, large: 75 },
  retailerBar: 50,
  stockLocatorBackBar: 42,
} as const;

/** Large from the `lg` screen (901 px). */
export const largeScreenQuery = '(min-width: 901px)';

export function scrollOffset(options: { large: boolean; hasBreadcrumbs: boolean; hasInPageBar: boolean }): number {
  const size = options.large ? 'large' : 'small';
  return (
    measurements.header[size] +
    (options.hasBreadcrumbs ? measurements.breadcrumbs[size] : 0) +
    (options.hasInPageBar ? measurements.inPageBar[size] : 0)
  );
}

/** Smoothly scrolls to the element with this id; false when there is none (let the browser try). */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(decodeURIComponent(id));
  if (!target) return false;
  const offset = scrollOffset({
    large: window.matchMedia(largeScreenQuery).matches,
    hasBreadcrumbs: Boolean(document.querySelector('[data-breadcrumbs]')),
    hasInPageBar: Boolean(document.querySelector('[data-in-page-nav]')),
  });
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : behavior });
  return true;
}
