import { z } from 'zod';
import { isSafeLinkUrl } from '@/lib/safe-url';

/**
 * A floating action button item (site.md §3): link (url, link_text, target, type), icon and
 * dc_strategy (key, value, fallback). The dynamic-content strategy is kept in the data but not
 * evaluated yet: every item shows until the strategies exist (decision 0042).
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
  dc_strategy: z
    .object({
      key: z.string().max(100).optional(),
      value: z.union([z.string().max(500), z.array(z.string().max(100)).max(50)]).optional(),
      fallback: z.union([z.string().max(100), z.boolean()]).optional(),
    })
    .optional(),
});
export type QuickLinkItem = z.infer<typeof quickLinkItemSchema>;

export const quickLinkItemsSchema = z.array(quickLinkItemSchema).max(12);
