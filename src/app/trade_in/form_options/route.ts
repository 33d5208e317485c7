import { getT, isLanguage } from '@/i18n/i18n';
import { tradeInOptions } from '@/features/stock/trade-in-options';
import { apiRoute, json } from '@/lib/api.server';

/** GET /trade_in/form_options?lang=ja&brand=land_rover — option lists for the trade-in form. */
export const GET = apiRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  const lang = params.get('lang')?.toLowerCase() ?? 'ja';
  const brand = params.get('brand') ?? undefined;
  return json(
    { data: tradeInOptions(getT(isLanguage(lang) ? lang : 'ja'), brand) },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
});
