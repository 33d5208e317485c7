/** A translated text with its {{placeholders}} filled (a missing value reads as nothing). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
