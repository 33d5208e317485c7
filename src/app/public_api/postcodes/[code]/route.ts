import { lookupPostcode } from '@/features/stock/dealers.server';
import { apiRoute, json } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';

type Ctx = { params: Promise<{ code: string }> };

/**
 * GET /public_api/postcodes/{postcode} — the prefectures and cities of a Japanese postcode, from the
 * offline data shipped with the site (no outside call). Forms fill their address fields from it.
 */
export const GET = apiRoute<Ctx>(async (_request, { params }) => {
  const { code } = await params;
  const places = lookupPostcode(decodeURIComponent(code));
  if (!/\d{3}-?\d{4}/.test(decodeURIComponent(code).normalize('NFKC'))) {
    throw new AppError('BAD_REQUEST', 'A postcode has 7 digits, e.g. 1070062 or 107-0062.', [{ pointer: 'postcode', detail: '7 digits' }]);
  }
  return json({ data: places }, { headers: { 'cache-control': 'public, max-age=86400' } });
});
