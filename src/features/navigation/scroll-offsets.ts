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

function anchorTop(target: HTMLElement): number {
  const offset = scrollOffset({
    large: window.matchMedia(largeScreenQuery).matches,
    hasBreadcrumbs: Boolean(document.querySelector('[data-breadcrumbs]')),
    hasInPageBar: Boolean(document.querySelector('[data-in-page-nav]')),
  });
  return Math.max(0, target.getBoundingClientRect().top + window.scrollY - offset);
}

const visitorScrollEvents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Smoothly scrolls to the element with this id; false when there is none (let the browser try).
 *
 * The position is computed when the scroll starts; what loads meanwhile (the web font swapping in,
 * images above the target) can move the target by tens of pixels. So when the scroll ends, and
 * again when the fonts are ready, the target is put back in place — unless the visitor has
 * scrolled, clicked or pressed a key since, whose scrolling always wins.
 */
export function scrollToAnchor(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(decodeURIComponent(id));
  // Not laid out — inside a closed tab's panel: the browser's own jump to the fragment makes it the
  // :target and tells the page (hashchange), so the tab that holds it opens (decision 0058).
  if (!target || target.getClientRects().length === 0) return false;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: anchorTop(target), behavior: reduced ? 'auto' : behavior });

  let settled = false;
  const stop = () => {
    settled = true;
    for (const type of visitorScrollEvents) window.removeEventListener(type, stop);
  };
  for (const type of visitorScrollEvents) window.addEventListener(type, stop, { once: true, passive: true });
  const realign = () => {
    if (settled) return;
    const top = anchorTop(target);
    if (Math.abs(top - window.scrollY) > 2) window.scrollTo({ top, behavior: 'auto' });
  };
  window.addEventListener('scrollend', realign, { once: true });
  void document.fonts?.ready.then(realign);
  // Late images and streamed content: one last look, then leave the page to the visitor.
  window.setTimeout(() => {
    realign();
    stop();
  }, 3_000);
  return true;
}
