import { z } from 'zod';
import { dcStrategySchema } from '@/features/dynamic-content/strategy';
import { isSafeLinkUrl } from '@/lib/safe-url';

/**
 * A floating action button item (site.md §3): link (url, link_text, target, type), icon and
 * dc_strategy (key, value, fallback): a dynamic-content strategy; an item it hides is left out, and
 * a failed check hides the item unless its fallback says `show` (decision 0048).
 *
 * A `form` link names a form (id or name) in `url`: it opens in the form modal, like a form link
 * button (`/forms/{name}` without JavaScript).
 */
export const quickLinkItemSchema = z.object({
  link: z
    .object({
      url: z.string().trim().min(1).max(2048),
      link_text: z.string().trim().min(1).max(60),
      target: z.enum(['_self', '_blank']).default('_self'),
      type: z.enum(['internal', 'external', 'file', 'form']).default('internal'),
    })
    .refine((link) => (link.type === 'form' ? /^[A-Za-z0-9_-]{1,100}$/.test(link.url) : isSafeLinkUrl(link.url)), {
      path: ['url'],
      message: 'Use a path starting with /, an http(s) URL, mailto: or tel: (for a form link: the form’s id or name)',
    }),
  icon: z.string().trim().max(40).optional(),
  dc_strategy: dcStrategySchema.optional(),
});
export type QuickLinkItem = z.infer<typeof quickLinkItemSchema>;

export const quickLinkItemsSchema = z.array(quickLinkItemSchema).max(12);
