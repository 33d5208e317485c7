// @ts-check
/**
 * The small Japanese error page the server answers itself for a page URL it cannot route (for
 * example malformed percent-encoding). Texts come from src/i18n/locales/*.errors.json, Japanese
 * first with the English fallback, like the app's error boundaries.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {Record<string, unknown>} */
const ja = require('../src/i18n/locales/ja.errors.json');
/** @type {Record<string, unknown>} */
const en = require('../src/i18n/locales/en.errors.json');

/**
 * @param {string} key dotted, e.g. `error.title`
 * @param {Record<string, string | number>} [values] `{{name}}` placeholders
 */
export function errorText(key, values = {}) {
  /** @param {unknown} tree */
  const lookup = (tree) =>
    key
      .split('.')
      .reduce(
        (/** @type {unknown} */ node, part) =>
          node && typeof node === 'object' ? /** @type {Record<string, unknown>} */ (node)[part] : undefined,
        tree,
      );
  const text = lookup(ja) ?? lookup(en);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => String(values[name] ?? ''));
}

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * @param {number} status
 * @param {string} messageKey
 */
export function errorPageHtml(status, messageKey) {
  const title = escapeHtml(errorText('error.title'));
  return `<!doctype html>
<html lang="ja">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;color:#0c121c;background:#fff}main{max-width:600px;margin:0 auto;padding:64px 24px}a{color:inherit}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(errorText(messageKey))}</p>
<p>${escapeHtml(errorText('error.status', { status }))}</p>
<p><a href="/">${escapeHtml(errorText('error.home'))}</a></p>
</main>
</body>
</html>
`;
}
