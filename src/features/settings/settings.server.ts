import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { settings, type SettingRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import type { Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cached, invalidateTags } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { logger } from '@/lib/logger.server';
import { settingDefinitions, settingKeyPattern, type SettingKey, type SettingValue } from './definitions';
import { parseSettingValue } from './parse-setting';

/** All stored settings as key → raw text, cached until a setting changes. */
function storedSettings(): Promise<Map<string, string>> {
  return cached('settings:all', [cacheTags.settings], async () => {
    const db = await getDb();
    const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
    return new Map(rows.map((r) => [r.key, r.value]));
  });
}

/** A setting's typed value: stored value when valid, otherwise the documented fallback. */
export async function getSetting<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
  const raw = (await storedSettings()).get(key);
  const def = settingDefinitions[key];
  const outcome = parseSettingValue(def as never, raw);
  if (outcome.problem)
    logger.warn(
      { setting: key, problem: outcome.problem },
      outcome.problem === 'Invalid JSON' ? 'Invalid JSON' : 'invalid setting ignored',
    );
  return outcome.value as SettingValue<K>;
}

export async function listSettings(actor: Actor): Promise<SettingRow[]> {
  assertCan(actor, 'settings.read');
  const db = await getDb();
  return db.select().from(settings).orderBy(asc(settings.key));
}

/**
 * Defaults merged with stored values, stored values winning (site.md §3 Setting). Anybody may read
 * the visitor-facing ones (`'public'`); the rest need `settings.read`.
 */
export async function listEffectiveSettings(who: Actor | 'public'): Promise<{ key: string; value: string; stored: boolean }[]> {
  const publicOnly = who === 'public';
  if (who !== 'public') assertCan(who, 'settings.read');
  const stored = await storedSettings();
  const merged = new Map<string, { value: string; stored: boolean }>();
  for (const def of Object.values(settingDefinitions)) {
    if (publicOnly && !def.public) continue;
    const fallback = def.fallback;
    merged.set(def.key, {
      value: fallback === null ? '' : typeof fallback === 'string' ? fallback : JSON.stringify(fallback),
      stored: false,
    });
  }
  for (const [k, v] of stored) if (!publicOnly || isPublicSetting(k)) merged.set(k, { value: v, stored: true });
  return [...merged].map(([k, v]) => ({ key: k, ...v })).sort((a, b) => a.key.localeCompare(b.key));
}

export function isPublicSetting(key: string): boolean {
  return Object.hasOwn(settingDefinitions, key) && settingDefinitions[key as SettingKey].public;
}

/**
 * Creates or replaces a setting. Known keys are checked against their schema so that a typo is
 * refused at the door rather than silently ignored at read time.
 */
export async function saveSetting(actor: Actor, key: string, value: string): Promise<SettingRow> {
  assertCan(actor, 'settings.manage');
  if (!settingKeyPattern.test(key)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid setting key.', [
      { pointer: 'key', detail: 'Use lower-case words separated by dots, e.g. footer.json.' },
    ]);
  }
  if (value.includes('\u0000')) {
    throw new AppError('VALIDATION_FAILED', 'The value contains a NUL character.', [
      { pointer: 'value', detail: 'A NUL character is not allowed.' },
    ]);
  }
  const def = Object.hasOwn(settingDefinitions, key) ? settingDefinitions[key as SettingKey] : undefined;
  if (def && value !== '') {
    const outcome = parseSettingValue(def as never, value);
    if (outcome.problem) {
      const errors = outcome.issues?.length
        ? outcome.issues.map((i) => ({ pointer: ['value', i.path].filter(Boolean).join('.'), detail: i.message }))
        : [{ pointer: 'value', detail: outcome.problem }];
      throw new AppError('VALIDATION_FAILED', 'The value does not fit this setting.', errors);
    }
  }
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
    const [saved] = await tx
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
      .returning();
    await recordAudit(actor, 'setting.save', 'setting', key, before ?? null, { value }, tx);
    return saved!;
  });
  await invalidateTags(cacheTags.settings);
  return row;
}

export async function deleteSetting(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'settings.manage');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(settings).where(eq(settings.id, id)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', `Setting ${id} does not exist.`);
    await recordAudit(actor, 'setting.delete', 'setting', deleted.key, { value: deleted.value }, null, tx);
  });
  await invalidateTags(cacheTags.settings);
}
