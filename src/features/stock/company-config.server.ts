import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { companyConfigs } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { cached, invalidateTags } from '@/lib/cache.server';

export const defaultCompanyName = 'all';
const namePattern = /^[a-z0-9_-]{1,64}$/;
const typePattern = /^[a-z0-9_]{1,64}$/;

/** Config entries of a company, optionally only some types (`config_type=additional,cash`). */
export function getCompanyConfig(name: string, types: string[] = []) {
  if (!namePattern.test(name)) throw new AppError('BAD_REQUEST', 'Invalid company name.', [{ pointer: 'name', detail: 'lower-case letters, digits, - and _' }]);
  const bad = types.find((t) => !typePattern.test(t));
  if (bad !== undefined) throw new AppError('BAD_REQUEST', 'Invalid query parameter: config_type', [{ pointer: 'config_type', detail: `"${bad}" is not a config type` }]);
  return cached(`company-config:${name}:${types.join(',')}`, ['company-config'], async () => {
    const db = await getDb();
    const rows = await db
      .select({ config_type: companyConfigs.configType, data: companyConfigs.data })
      .from(companyConfigs)
      .where(types.length ? and(eq(companyConfigs.name, name), inArray(companyConfigs.configType, types)) : eq(companyConfigs.name, name));
    return rows.sort((a, b) => a.config_type.localeCompare(b.config_type));
  });
}

export async function saveCompanyConfig(name: string, configType: string, data: Record<string, unknown>) {
  if (!namePattern.test(name) || !typePattern.test(configType)) throw new AppError('VALIDATION_FAILED', 'Invalid company name or config type.');
  const db = await getDb();
  await db
    .insert(companyConfigs)
    .values({ name, configType, data })
    .onConflictDoUpdate({ target: [companyConfigs.name, companyConfigs.configType], set: { data, updatedAt: new Date() } });
  invalidateTags('company-config');
}
