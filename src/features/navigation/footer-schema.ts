import { z } from 'zod';
import { isSafeLinkUrl, safeLinkUrlSchema } from '@/lib/safe-url';

/** Footer structure stored in the `footer.json` setting (site.md §2, §5). */
const itemSchema: z.ZodType<FooterItem> = z.lazy(() =>
  z.object({
    type: z.enum(['link', 'social', 'image', 'wrapper']).default('link'),
    label: z.string().optional(),
    url: safeLinkUrlSchema.optional(),
    icon: z.string().optional(),
    src: safeLinkUrlSchema.optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    target: z.enum(['_self', '_blank']).default('_self'),
    items: z.array(itemSchema).optional(),
  }),
);

export interface FooterItem {
  type: 'link' | 'social' | 'image' | 'wrapper';
  label?: string;
  url?: string;
  icon?: string;
  src?: string;
  width?: number;
  height?: number;
  target: '_self' | '_blank';
  items?: FooterItem[];
}

export const footerSchema = z.object({
  columns: z
    .array(
      z.object({
        type: z.enum(['links', 'social']).default('links'),
        rows: z.array(
          z.object({
            heading: z.string().optional(),
            heading_tag: z.enum(['h2', 'h3', 'h4', 'p']).default('h2'),
            heading_link: safeLinkUrlSchema.optional(),
            items: z.array(z.unknown()).default([]),
          }),
        ),
      }),
    )
    .default([]),
  search: z.object({ enabled: z.boolean(), placeholder: z.string().optional() }).optional(),
  middle_html: z.string().optional(),
  medium_links: z.array(z.unknown()).default([]),
  bottom_html: z.string().optional(),
});

export type FooterData = z.infer<typeof footerSchema>;

/**
 * What an administrator saves as `footer.json`: the footer structure, and no link or image in any
 * item (at any depth) pointing anywhere but a safe URL. Items that are merely incomplete are kept
 * (they are dropped at render, site.md §5); unsafe ones are refused with their path.
 */
export const footerSettingSchema = footerSchema.superRefine((footer, ctx) => {
  const check = (items: unknown[], path: (string | number)[]) =>
    items.forEach((item, i) => {
      if (!item || typeof item !== 'object') return;
      const record = item as Record<string, unknown>;
      for (const field of ['url', 'src'] as const) {
        const value = record[field];
        if (value !== undefined && (typeof value !== 'string' || !isSafeLinkUrl(value))) {
          ctx.addIssue({
            code: 'custom',
            path: [...path, i, field],
            message: 'Use a path starting with /, an anchor (#…), an http(s) URL, mailto: or tel:',
          });
        }
      }
      if (Array.isArray(record.items)) check(record.items, [...path, i, 'items']);
    });
  footer.columns.forEach((column, c) => column.rows.forEach((row, r) => check(row.items, ['columns', c, 'rows', r, 'items'])));
  check(footer.medium_links, ['medium_links']);
});

/** Footer image default size (site.md §2). */
export const footerImageSize = { width: 200, height: 80 };

/**
 * site.md §5: an item is valid unless it is an image without src, or a non-image, non-wrapper
 * item without a label. Invalid items are dropped, not fatal.
 */
export function validFooterItems(raw: unknown[]): FooterItem[] {
  return raw.flatMap((candidate) => {
    const parsed = itemSchema.safeParse(candidate);
    if (!parsed.success) return [];
    const item = parsed.data;
    if (item.type === 'image' && !item.src) return [];
    if (item.type !== 'image' && item.type !== 'wrapper' && !item.label) return [];
    return [{ ...item, items: item.items ? validFooterItems(item.items) : undefined }];
  });
}
