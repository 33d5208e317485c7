/**
 * Editors' texts with `{name}` placeholders (blocks.md §2.4 '{amount} Results for {parent} {child}',
 * the infotainment identifier's `{vehicle}`), filled in the browser. Single braces, as the spec
 * writes them; a placeholder without a value stays as written.
 */
export { fillSingleBraces as fillPlaceholders } from '@/lib/fill-template';

/** Whether `template` has the placeholder `{name}`. */
export function hasPlaceholder(template: string, name: string): boolean {
  return template.includes(`{${name}}`);
}
