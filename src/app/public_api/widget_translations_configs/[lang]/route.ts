import { isLanguage, resources } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { apiRoute, json } from '@/lib/api.server';

/** GET /public_api/widget_translations_configs/{lang} — the translation tree of one language. */
export const GET = apiRoute<{ params: Promise<{ lang: string }> }>(async (_request, { params }) => {
  const lang = (await params).lang.toLowerCase();
  if (!isLanguage(lang)) throw new AppError('NOT_FOUND', `No translations for language "${lang}". Available: ja, en.`);
  return json({ data: { lang, fallback: 'en', translations: resources[lang] } }, { headers: { 'cache-control': 'public, max-age=300' } });
});
