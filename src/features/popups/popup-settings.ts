import { z } from 'zod';
import { safeLinkUrlSchema } from '@/lib/safe-url';
import { contentItemsSchema } from './content-items';
import { defaultCookieExpiryDays, defaultPopupNamespace, toStoreType } from './dismissal';
import { parseScheduleInstant } from './schedule';

/**
 * The stored shapes of the `popup.scheduled` and `popup.exit_intent` settings, with the field
 * names of site.md §3 "Popup settings". Checked when an administrator saves them; a stored value
 * that no longer fits is logged and the popup stays off (site.md §5).
 */
const linkTarget = z.enum(['_self', '_blank']).default('_self');
const patternList = z.array(z.string().max(500)).max(100).default([]);

const scheduleDate = (edge: 'start' | 'end') =>
  z
    .string()
    .nullish()
    .transform((text, ctx) => {
      if (!text?.trim()) return null;
      const instant = parseScheduleInstant(text, edge);
      if (instant === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'a date (2026-04-01) or date and time (2026-04-01T09:00, Japan time unless a zone is given)',
        });
        return z.NEVER;
      }
      return instant;
    });

export const popupButtonSchema = z
  .object({
    url: safeLinkUrlSchema.optional(),
    text: z.string().trim().min(1).max(80),
    icon: z.string().trim().max(40).optional(),
    target: linkTarget,
    type: z.enum(['primary', 'secondary', 'tertiary']).default('primary'),
    close_on_click: z.boolean().default(false),
  })
  .refine((button) => button.url !== undefined || button.close_on_click, {
    message: 'a button needs a url, or close_on_click to act as a close button',
  });
export type PopupButton = z.infer<typeof popupButtonSchema>;

export const scheduledPopupSchema = z.object({
  is_enabled: z.boolean().default(false),
  header: z.string().trim().max(200).optional(),
  body: contentItemsSchema.default([]),
  buttons: z.array(popupButtonSchema).max(4).default([]),
  start_date: scheduleDate('start'),
  end_date: scheduleDate('end'),
  matching_paths: patternList,
  // site.md §5: localStorage, sessionStorage, cookie or none — anything else is none.
  store_type: z.unknown().transform(toStoreType).default('none'),
  // Part of storage keys and a cookie name: a token, nothing that needs escaping.
  namespace: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, - and _')
    .default(defaultPopupNamespace),
  cookie_expiry_days: z.number().positive().max(3650).default(defaultCookieExpiryDays),
  /** Label of the × button; default from translations. */
  close_label: z.string().trim().min(1).max(40).optional(),
});
export type ScheduledPopupSetting = z.infer<typeof scheduledPopupSchema>;

export const exitIntentSchema = z.object({
  is_enabled: z.boolean().default(true),
  header: z.string().trim().max(200).optional(),
  content: z
    .string()
    .max(50_000)
    .refine((html) => html.trim() !== '', 'content must not be blank'),
  ok_label: z.string().trim().min(1).max(80),
  /** Where OK goes; without it OK only closes. */
  ok_link: safeLinkUrlSchema.optional(),
  ok_target: linkTarget,
  /** No cancel button when missing (the spec's cancel is optional). */
  cancel_label: z.string().trim().min(1).max(80).optional(),
  whitelist: patternList,
  blacklist: patternList,
});
export type ExitIntentSetting = z.infer<typeof exitIntentSchema>;
