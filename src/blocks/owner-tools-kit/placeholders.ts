/**
 * Editors' texts with `{name}` placeholders (blocks.md §2.4 '{amount} Results for {parent} {child}',
 * the infotainment identifier's `{vehicle}`), filled in the browser. Single braces, as the spec
 * writes them; a placeholder without a value stays as written.
 */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** Whether `template` has the placeholder `{name}`. */
export function hasPlaceholder(template: string, name: string): boolean {
  return template.includes(`{${name}}`);
}
