import { z } from 'zod';
import { metaheadLanguages } from '@/db/schema/pages';

export const metaheadInputSchema = z.object({
  content: z.string().min(1).max(100_000),
  language: z.enum(metaheadLanguages),
  sequence: z.number().int().min(0).max(10_000).default(0),
  in_body: z.boolean().default(false),
  reload_on_each_page: z.boolean().default(false),
  /** null: on every page. */
  rdx_core_page_id: z.number().int().positive().nullable().default(null),
});
export type MetaheadInput = z.infer<typeof metaheadInputSchema>;
