import { z } from 'zod';
import { importFeed } from '@/features/stock/import.server';
import { AppError } from '@/lib/app-error';
import { authorize } from '@/features/auth/access.server';
import { apiRoute, json } from '@/lib/api.server';
import { readBodyText } from '@/lib/read-body';

const maxFeedBytes = 50 * 1024 * 1024;
const query = z.object({
  listing: z.string().min(1).max(64).default('jp-main'),
  mode: z.enum(['full', 'partial']).default('full'),
  /** The uploaded file's name, for the import history. */
  file_name: z.string().trim().min(1).max(255).optional(),
});

/**
 * POST /api/stock/import?listing=jp-main&mode=full[&file_name=…] — a dealer feed as text/csv or
 * application/x-ndjson. 200 with counts, or 422 problem+json listing every bad row and field
 * (reasons in Japanese with `Accept-Language: ja`). Every import is kept in the history.
 */
export const POST = apiRoute(async (request) => {
  const actor = await authorize(request, 'stock.import');
  const params = query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!params.success)
    throw new AppError(
      'BAD_REQUEST',
      'Invalid query parameter.',
      params.error.issues.map((i) => ({ pointer: String(i.path[0]), detail: i.message })),
    );
  const type = request.headers.get('content-type') ?? '';
  const format = type.includes('text/csv') ? 'csv' : type.includes('ndjson') || type.includes('jsonl') ? 'jsonl' : null;
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the feed as text/csv or application/x-ndjson.');
  // Read as it arrives and stop at the limit: a declared or chunked oversize body is refused at once.
  const text = await readBodyText(request, maxFeedBytes, 'A feed');
  const outcome = await importFeed(actor, params.data.listing, text, format, {
    full: params.data.mode === 'full',
    // A signed-in person uploads from the admin screen; machines come with a token.
    source: actor.kind === 'user' ? 'admin' : 'api',
    fileName: params.data.file_name ?? null,
    language: /^ja\b/i.test(request.headers.get('accept-language') ?? '') ? 'ja' : 'en',
  });
  const { importId: _importId, ...counts } = outcome;
  return json({ data: counts });
});
