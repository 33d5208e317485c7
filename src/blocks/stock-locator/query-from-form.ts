import { parseStockUrl, pruneStockUrl, serializeStockUrl } from '@/features/stock/url-state';

/** What the form showed: the number of options per checkbox group and the bounds per slider. */
export type FormLimits = Parameters<typeof pruneStockUrl>[1];

/**
 * The URL is the state (site.md §5): the form read by the one URL-state parser, then a checkbox
 * group with every value ticked, a range bound equal to the available min/max, empty fields and
 * defaults are left out, and any change starts again from page 1 (the form has no page field).
 * Loaded by the filter island only when the visitor first touches the form, so the parser stays
 * out of every page's first-load JavaScript.
 */
export function queryFromForm(data: FormData, limits: FormLimits): URLSearchParams {
  const fields = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === 'string') fields.append(key, value);
  return serializeStockUrl(pruneStockUrl(parseStockUrl(fields, 'lenient'), limits));
}
