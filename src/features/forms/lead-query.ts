import { z } from 'zod';
import { AppError } from '@/lib/app-error';

const dateTime = z.iso
  .datetime({ offset: true })
  .or(z.iso.date())
  .transform((v) => new Date(v));

const leadQuery = z.object({
  items: z.coerce.number().int().min(1).max(100).default(25),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  'filter[created_at_gteq]': dateTime.optional(),
  'filter[created_at_lteq]': dateTime.optional(),
  sort: z.enum(['created_at', '-created_at']).default('-created_at'),
});

/** The lead list's query (site.md §7: items, page, filter[created_at_gteq|lteq], sort), each bad parameter named in a 400. */
export function parseLeadQuery(url: URL) {
  const parsed = leadQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!parsed.success) {
    throw new AppError(
      'BAD_REQUEST',
      'Invalid query parameter.',
      parsed.error.issues.map((i) => ({ pointer: String(i.path[0]), detail: i.message })),
    );
  }
  return {
    items: parsed.data.items,
    page: parsed.data.page,
    createdFrom: parsed.data['filter[created_at_gteq]'],
    createdTo: parsed.data['filter[created_at_lteq]'],
    sort: parsed.data.sort,
  };
}
