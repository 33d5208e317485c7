import type { AnalyticsEventOf, NavigationArea } from './events';
import { trackEvent } from './track';

const areas: readonly string[] = ['navigation', 'footer', 'breadcrumbs'] satisfies NavigationArea[];
const maxTextLength = 100;

/** What the visitor read on the link: its text, else its label, else its image's alt text. */
function linkText(link: Element): string {
  const text =
    link.textContent?.replace(/\s+/g, ' ').trim() ||
    link.getAttribute('aria-label')?.trim() ||
    link.querySelector('img[alt]')?.getAttribute('alt')?.trim() ||
    '';
  return text.slice(0, maxTextLength);
}

/**
 * The navigation event of a click, or null when the click was not on a link of the header, the
 * footer or the breadcrumbs. The area is the nearest `data-analytics` (on the link itself, or on
 * the footer / breadcrumbs around links that come from administrator HTML); other values are not
 * navigation. The URL is the resolved one, so a relative and an absolute link read alike.
 */
export function navigationClickEvent(target: EventTarget | null): AnalyticsEventOf<'navigation'> | null {
  const element = target as Element | null;
  if (typeof element?.closest !== 'function') return null;
  const link = element.closest('a[href]') as HTMLAnchorElement | null;
  const area = link?.closest('[data-analytics]')?.getAttribute('data-analytics');
  if (!link || !area || !areas.includes(area)) return null;
  return { event: 'navigation', navigation_area: area as NavigationArea, link_text: linkText(link), link_url: link.href };
}

/**
 * The accordion event of a click (blocks.md §9), or null: a click on an item's summary inside an
 * accordion block (`data-analytics="accordion"`) opens or closes that item — the click comes before
 * the toggle, so an open item is being closed; a click on the OPEN ALL / CLOSE ALL button says
 * which through its `data-accordion-action`. The label is what the visitor read.
 */
export function accordionClickEvent(target: EventTarget | null): AnalyticsEventOf<'accordion'> | null {
  const element = target as Element | null;
  if (typeof element?.closest !== 'function' || !element.closest('[data-analytics="accordion"]')) return null;
  const all = element.closest('[data-accordion-action]');
  const action = all?.getAttribute('data-accordion-action');
  if (all && (action === 'open' || action === 'close')) return { event: 'accordion', action, label: linkText(all) };
  const summary = element.closest('summary');
  const item = summary?.parentElement;
  if (!summary || !(item instanceof HTMLDetailsElement)) return null;
  return { event: 'accordion', action: item.open ? 'close' : 'open', label: linkText(summary) };
}

/**
 * The attributes of a link where a visitor picks a model (blocks.md §9 "model selection"): a model
 * card's page link, a derivative's stock link. `model` is the catalogue's car key (`defender_110`).
 */
export function modelSelectionAttributes(model: string) {
  return { 'data-analytics': 'model_selection', 'data-model': model } as const;
}

/**
 * The model_selection event of a click, or null: a click on (or inside) a link carrying
 * `modelSelectionAttributes`. The label is the link's accessible name — its aria-label when it has
 * one ("ディフェンダー 110 D300 S の在庫車を探す" rather than the bare "在庫車を探す"), else its text.
 */
export function modelSelectionClickEvent(target: EventTarget | null): AnalyticsEventOf<'model_selection'> | null {
  const element = target as Element | null;
  if (typeof element?.closest !== 'function') return null;
  const link = element.closest('a[href]');
  const model = link?.getAttribute('data-model')?.trim();
  if (!link || link.getAttribute('data-analytics') !== 'model_selection' || !model) return null;
  const label = (link.getAttribute('aria-label')?.trim() || linkText(link)).slice(0, maxTextLength);
  return label ? { event: 'model_selection', action: 'select', model, label } : { event: 'model_selection', action: 'select', model };
}

/**
 * One delegated listener for every navigation and footer link (site.md §2: their clicks go to
 * analytics), every accordion and every model-selection link on the page — no block has to ship a
 * script for its events.
 * Capture phase, so a handler that stops the click's propagation does not hide it; a default
 * prevented by the client router is still a navigation. Returns the clean-up.
 */
export function listenForNavigationClicks(doc: Document = document): () => void {
  const onClick = (event: Event) => {
    const tracked = navigationClickEvent(event.target) ?? accordionClickEvent(event.target) ?? modelSelectionClickEvent(event.target);
    if (tracked) trackEvent(tracked);
  };
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
