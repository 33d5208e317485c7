/** What the visitor sent for one input (the first of several), when the server gives the form back. */
export function sentValue(values: Record<string, string | string[]> | undefined, name: string): string {
  const value = values?.[name];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
