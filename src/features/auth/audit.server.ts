import 'server-only';
import { and, asc, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { auditLog, type AuditRow } from '@/db/schema';
import { assertCan } from './assert-can';
import { actorLabel, type Actor } from './permissions';

function actorIdOf(actor: Actor): string | null {
  if (actor.kind === 'user') return actor.userId;
  if (actor.kind === 'token') return String(actor.tokenId);
  return null;
}

/**
 * Writes one audit entry. Pass the transaction when the change runs in one, so the entry and the
 * change commit or roll back together.
 */
export async function recordAudit(
  actor: Actor,
  action: string,
  subjectType: string,
  subjectId: string | number | null,
  before: unknown,
  after: unknown,
  db?: DbOrTx,
): Promise<void> {
  const handle = db ?? (await getDb());
  await handle.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actorIdOf(actor),
    actorLabel: actorLabel(actor),
    action,
    subjectType,
    subjectId: subjectId === null ? null : String(subjectId),
    before: before ?? null,
    after: after ?? null,
  });
}

export interface AuditFilter {
  action?: string;
  subjectType?: string;
  subjectId?: string;
  actorId?: string;
  /** Part of who did it (a person's name or e-mail, a token's name), any case. */
  actorText?: string;
  from?: Date;
  to?: Date;
  limit?: number;
  /** Entries older than this id (keyset paging, newest first). */
  beforeId?: number;
}

export async function listAudit(actor: Actor, filter: AuditFilter = {}): Promise<AuditRow[]> {
  assertCan(actor, 'audit.read');
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(auditLog.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLog.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLog.subjectId, filter.subjectId));
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.actorText) conditions.push(ilike(auditLog.actorLabel, `%${filter.actorText.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (filter.from) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to) conditions.push(lt(auditLog.at, filter.to));
  if (filter.beforeId) conditions.push(lt(auditLog.id, filter.beforeId));
  const db = await getDb();
  return db
    .select()
    .from(auditLog)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(Math.min(filter.limit ?? 100, 500));
}

/** The actions and subject types present in the log: the choices of the audit screen's filters. */
export async function listAuditFacets(actor: Actor): Promise<{ actions: string[]; subjectTypes: string[] }> {
  assertCan(actor, 'audit.read');
  const db = await getDb();
  const [actions, subjectTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ value: auditLog.subjectType }).from(auditLog).orderBy(asc(auditLog.subjectType)),
  ]);
  return { actions: actions.map((a) => a.value), subjectTypes: subjectTypes.map((s) => s.value) };
}
