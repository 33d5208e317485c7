import { z } from 'zod';
import { linkTypes, pageStatuses, pageTypes } from '@/db/schema/pages';
import { isHttpUrl, isSafeLinkUrl } from '@/lib/safe-url';
import { pagePathSchema } from './page-path';

const blockInput = z.object({
  /** The block's id when it already exists on this page: kept across saves (editor selections, analytics). */
  id: z.number().int().positive().optional(),
  template_key: z.string().min(1).max(64),
  active_positions: z.array(z.enum(['sm', 'md', 'lg', 'xl'])).default([]),
  content: z.object({
    fields: z.record(z.string(), z.unknown()).default({}),
    field_groups: z.array(z.record(z.string(), z.unknown())).default([]),
  }),
});

const optionalDate = z.iso.datetime({ offset: true }).nullable().optional();

/** What an editor sends to create or replace a page (snake_case: the spec's field names). */
export const pageInputSchema = z
  .object({
    path: pagePathSchema,
    page_type: z.enum(pageTypes).default('page'),
    title: z.string().trim().min(1).max(200),
    meta_title: z.string().max(200).nullable().optional(),
    meta_description: z.string().max(500).nullable().optional(),
    canonical_url: z
      .string()
      .max(2048)
      .refine((v) => isHttpUrl(v) || (v.startsWith('/') && isSafeLinkUrl(v)), 'Use an absolute http(s) URL or a path starting with /')
      .nullable()
      .optional(),
    image_id: z.number().int().positive().nullable().optional(),
    external_meta_image: z.string().max(2048).refine(isHttpUrl, 'Use an absolute http(s) URL').nullable().optional(),
    disable_seo_tracking: z.boolean().default(false),
    status: z.enum(pageStatuses).default('draft'),
    publish_at: optionalDate,
    unpublish_at: optionalDate,
    to: z.string().max(2048).nullable().optional(),
    http_code: z.union([z.literal(301), z.literal(302), z.literal(303), z.literal(307), z.literal(308)]).default(301),
    link_type: z.enum(linkTypes).nullable().optional(),
    link_new_window: z.boolean().default(false),
    blocks: z.array(blockInput).max(200).default([]),
  })
  .superRefine((page, ctx) => {
    const seen = new Set<number>();
    page.blocks.forEach((block, i) => {
      if (block.id === undefined) return;
      if (seen.has(block.id)) ctx.addIssue({ code: 'custom', path: ['blocks', i, 'id'], message: 'The same block id appears twice' });
      seen.add(block.id);
    });
  })
  .superRefine((page, ctx) => {
    if (page.page_type === 'url_redirection') {
      if (!page.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'A redirect needs a target' });
      else if (page.link_type === 'external' && !isHttpUrl(page.to))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'An external redirect needs an http(s) URL' });
      else if (!isHttpUrl(page.to) && !(page.to.startsWith('/') && isSafeLinkUrl(page.to)))
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'Use a path starting with / or an http(s) URL' });
    }
    if (page.publish_at && page.unpublish_at && page.unpublish_at <= page.publish_at) {
      ctx.addIssue({ code: 'custom', path: ['unpublish_at'], message: 'must be after publish_at' });
    }
  });

export type PageInput = z.infer<typeof pageInputSchema>;

/**
 * A draft as the editor autosaves it: the page's shape with nothing yet required to be valid (an
 * emptied required field is still saved — nothing typed is lost), only bounded in size. Publishing
 * checks it against `pageInputSchema` and the block templates.
 */
export const draftInputSchema = z.object({
  content: z
    .object({
      blocks: z
        .array(
          z.object({
            id: z.number().int().positive().optional(),
            template_key: z.string().min(1).max(64),
            active_positions: z.array(z.string().max(4)).max(4).default([]),
            content: z.object({
              fields: z.record(z.string(), z.unknown()).default({}),
              field_groups: z.array(z.record(z.string(), z.unknown())).max(200).default([]),
            }),
          }),
        )
        .max(200)
        .default([]),
    })
    .catchall(z.unknown()),
  revision: z.number().int().min(0),
});
