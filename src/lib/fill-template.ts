/**
 * The one way translated and editor texts get their values: `{{name}}` (translations, editors'
 * settings; spaces inside the braces allowed) and `{name}` (the spec's single-brace block texts,
 * e.g. blocks.md §2.4 '{amount} Results for {parent} {child}'). A placeholder without a value stays
 * as written, so a missing value shows where it is missing instead of leaving a silent gap. Only a
 * value's own keys count (`{{constructor}}` is not filled from the prototype).
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** `{name}` placeholders, as blocks.md writes editors' texts. */
export function fillSingleBraces(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}
