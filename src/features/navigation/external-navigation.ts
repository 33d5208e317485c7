import { retailerUrlSchema } from './navigation-settings';

/**
 * Pure parts of the external navigation (site.md §7: "rendered from html, css and script links;
 * retailer name and retailer url placeholders in it are replaced when both are known"; decision 0049).
 */

/** `{{retailer_name}}` and `{{retailer_url}}`, spaces inside the braces allowed (as i18next and our mails write them). */
const placeholder = /\{\{\s*(retailer_name|retailer_url)\s*\}\}/g;
/** An attribute (as the sanitiser writes them: double-quoted) whose value holds a placeholder. */
const placeholderAttribute = /\s[A-Za-z][\w:-]*="[^"]*\{\{\s*(?:retailer_name|retailer_url)\s*\}\}[^"]*"/g;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]!);

export interface RetailerPlaceholders {
  name?: string | null;
  url?: string | null;
}

/**
 * Fills the placeholders of already-sanitised HTML. Both known (and the URL a site path or an
 * http(s) URL): each placeholder becomes its value, escaped for HTML, in one pass — a name that
 * contains `{{retailer_url}}` stays text. Otherwise nothing half-filled is shown: attributes that
 * hold a placeholder are removed (a link to the retailer stops being a link, a title does not read
 * 「の公式サイト」) and placeholders in text are removed, so visitors never see `{{…}}` or follow
 * a link to nowhere.
 */
export function fillRetailerPlaceholders(html: string, retailer: RetailerPlaceholders): string {
  const name = retailer.name?.trim();
  const url = retailer.url?.trim();
  if (name && url && retailerUrlSchema.safeParse(url).success) {
    return html.replace(placeholder, (_, which: string) => escapeHtml(which === 'retailer_name' ? name : url));
  }
  return html.replace(placeholderAttribute, '').replace(placeholder, '');
}

/**
 * A stylesheet fetched by the server, made fit to inline in a `<style>` element (the CSP admits
 * inline styles but no stylesheet from another host, and inlining sends no visitor request there):
 * `@import` rules are dropped (they would load more from elsewhere), relative `url()` references
 * are made absolute against the stylesheet's address (anything but http(s) and data: is emptied),
 * and `</style` cannot end the element early.
 */
export function inlineStylesheet(css: string, baseUrl: string): string {
  return css
    .replace(/@import\s[^;]*;?/gi, '')
    .replace(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^'"()\s]*))\s*\)/gi, (match: string, double?: string, single?: string, bare?: string) => {
      const target = (double ?? single ?? bare ?? '').trim();
      if (/^data:/i.test(target)) return match;
      if (!target) return 'url("")';
      try {
        const absolute = new URL(target, baseUrl);
        if (absolute.protocol === 'https:' || absolute.protocol === 'http:') return `url("${absolute.href.replace(/"/g, '%22')}")`;
      } catch {
        // falls through: an address that does not parse is dropped
      }
      return 'url("")';
    })
    .replace(/<\/(style)/gi, '<\\/$1');
}
