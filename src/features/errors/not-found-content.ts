import { z } from 'zod';

/** Default hero image of the 404 page (site.md §2). */
export const defaultNotFoundImageId = 101327;

const overrideSchema = z.object({
  heading: z.string().optional(),
  image_id: z.number().int().positive().optional(),
  paragraph: z.string().optional(),
  button_label: z.string().optional(),
});

export type NotFoundOverride = z.infer<typeof overrideSchema>;

/**
 * The `page_not_found.content` setting is either HTML (shown as is, sanitised) or JSON overriding
 * parts of the built-in page. Invalid JSON is logged by the caller and ignored.
 */
export function readNotFoundSetting(
  raw: string | null,
): { kind: 'builtin'; override: NotFoundOverride } | { kind: 'html'; html: string } | { kind: 'invalid' } {
  if (!raw) return { kind: 'builtin', override: {} };
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = overrideSchema.safeParse(JSON.parse(text));
      return parsed.success ? { kind: 'builtin', override: parsed.data } : { kind: 'invalid' };
    } catch {
      return { kind: 'invalid' };
    }
  }
  return { kind: 'html', html: text };
}
