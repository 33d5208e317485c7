import { z } from 'zod';
import { defaultCompanyName, getCompanyConfig, saveCompanyConfig } from '@/features/stock/company-config.server';
import { authorize } from '@/features/auth/access.server';
import { orderOnlinePageSchema } from '@/features/ordering/order-online-pages';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';
import { validationError } from '@/lib/problem.server';

type Ctx = { params: Promise<{ name: string }> };

/** The company: the Company-Config header when sent, else the path (`all` by default). */
async function companyName(request: Request, params: Ctx['params']): Promise<string> {
  return request.headers.get('company-config')?.trim() || (await params).name || defaultCompanyName;
}

/** GET /public_api/company_config/{name}?config_type=additional,cash,lease,subscription */
export const GET = apiRoute<Ctx>(async (request, { params }) => {
  const types = (new URL(request.url).searchParams.get('config_type') ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const data = await getCompanyConfig(await companyName(request, params), types);
  // The answer depends on the Company-Config header: shared caches must key on it too.
  return json({ data }, { headers: { 'cache-control': 'public, max-age=60', vary: 'Company-Config' } });
});

const body = z.object({ config_type: z.string().min(1).max(64), data: z.record(z.string(), z.unknown()) });
// Config documents are data, not code: a generous size, a modest depth.
const bodyLimits = { maxBytes: 512 * 1024, maxDepth: 16 };

/** PUT /public_api/company_config/{name} — create or replace one config type (`settings.manage`). */
export const PUT = apiRoute<Ctx>(async (request, { params }) => {
  const actor = await authorize(request, 'settings.manage');
  const input = await readJsonBody(request, body, bodyLimits);
  const name = await companyName(request, params);
  // The documents the checkout reads are checked here, so a mistake is a 422 now rather than
  // default texts later (decision 0039); other types are stored as given.
  const checked = orderOnlinePageSchema(input.config_type)?.safeParse(input.data);
  if (checked && !checked.success) throw validationError(checked.error, 'data');
  await saveCompanyConfig(actor, name, input.config_type, input.data);
  return json({ data: await getCompanyConfig(name, [input.config_type]) });
});
