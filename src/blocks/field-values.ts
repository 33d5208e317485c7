import { z } from 'zod';
import { buttonSizes, buttonTypes, linkTargets, linkTypes } from '@/ui/link-button';

/** The stored shapes of the two structured field kinds, Link and Image, with the rules of blocks.md §5. */
function isSafeUrl(url: string): boolean {
  if (/^alias:[a-z0-9_-]+$/i.test(url)) return true; // resolved from predefined_links at render
  return /^(\/|#|https?:\/\/|mailto:|tel:)/i.test(url) && !/^\/\//.test(url);
}

export const linkSchema = z
  .object({
    type: z.enum(linkTypes).default('internal'),
    url: z.string().trim().max(2048).optional(),
    label: z.string().trim().max(255).optional(),
    target: z.enum(linkTargets).default('_self'),
    button_type: z.enum(buttonTypes).default('primary'),
    size: z.enum(buttonSizes).default('medium'),
    form_id: z.string().max(64).optional(),
  })
  // blocks.md §5: a tertiary button is always small.
  .transform((link) => (link.button_type === 'tertiary' ? { ...link, size: 'small' as const } : link))
  .refine((l) => !l.url || isSafeUrl(l.url), {
    message: 'URL must be a path, http(s), mailto:, tel: or alias:<predefined link>',
    path: ['url'],
  });
export type LinkValue = z.output<typeof linkSchema>;

export const imageValueSchema = z.object({
  id: z.number().int().positive(),
  alt: z.string().max(300).optional(),
});
export type ImageValue = z.output<typeof imageValueSchema>;
