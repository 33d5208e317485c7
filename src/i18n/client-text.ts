import en from './locales/en.errors.json';
import ja from './locales/ja.errors.json';

/**
 * Tiny translator for the error boundaries, which cannot receive translated props from the server.
 * It reads only the `error` texts (locales/*.errors.json), so that is all the browser downloads.
 * Japanese first, English fallback, `{{name}}` placeholders.
 */
export function clientText(key: string, values: Record<string, string | number> = {}): string {
  const lookup = (tree: unknown) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  const text = lookup(ja) ?? lookup(en);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
