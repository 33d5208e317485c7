import 'server-only';
import { getDb } from '@/db/client.server';
import { companyConfigs } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cached, invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';

export const defaultCompanyName = 'all';
const namePattern = /^[a-z0-9_-]{1,64}$/;
const typePattern = /^[a-z0-9_]{1,64}$/;

export interface CompanyConfigEntry {
  config_type: string;
  data: Record<string, unknown>;
}

/**
 * Every company's configuration, read once and kept until a config changes. The table is small
 * (a few documents per company); caching it whole means no request — whatever company name or
 * type list it asks for — adds a cache entry.
 */
function allConfigs(): Promise<Map<string, CompanyConfigEntry[]>> {
  return cached('company-configs', [cacheTags.companyConfig], async () => {
    const db = await getDb();
    const rows = await db
      .select({ name: companyConfigs.name, config_type: companyConfigs.configType, data: companyConfigs.data })
      .from(companyConfigs);
    const byName = new Map<string, CompanyConfigEntry[]>();
    for (const { name, ...entry } of rows) byName.set(name, [...(byName.get(name) ?? []), entry]);
    for (const list of byName.values()) list.sort((a, b) => a.config_type.localeCompare(b.config_type));
    return byName;
  });
}

/** Config entries of a company, optionally only some types (`config_type=additional,cash`). */
export async function getCompanyConfig(name: string, types: string[] = []): Promise<CompanyConfigEntry[]> {
  if (!namePattern.test(name))
    throw new AppError('BAD_REQUEST', 'Invalid company name.', [{ pointer: 'name', detail: 'lower-case letters, digits, - and _' }]);
  const bad = types.find((t) => !typePattern.test(t));
  if (bad !== undefined)
    throw new AppError('BAD_REQUEST', 'Invalid query parameter: config_type', [
      { pointer: 'config_type', detail: `"${bad}" is not a config type` },
    ]);
  const entries = (await allConfigs()).get(name) ?? [];
  return types.length ? entries.filter((e) => types.includes(e.config_type)) : entries;
}

export async function saveCompanyConfig(actor: Actor, name: string, configType: string, data: Record<string, unknown>): Promise<void> {
  assertCan(actor, 'settings.manage');
  if (!namePattern.test(name) || !typePattern.test(configType)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid company name or config type.', [
      { pointer: 'config_type', detail: 'lower-case letters, digits and _' },
    ]);
  }
  const db = await getDb();
  await db
    .insert(companyConfigs)
    .values({ name, configType, data })
    .onConflictDoUpdate({ target: [companyConfigs.name, companyConfigs.configType], set: { data, updatedAt: new Date() } });
  await recordAudit(actor, 'company_config.save', 'company_config', `${name}/${configType}`, null, data);
  await invalidateTags(cacheTags.companyConfig);
}
