import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { apiTokens, type ApiTokenRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { assertCan } from './assert-can';
import { recordAudit } from './audit.server';
import { can, isPermission, type Actor, type Permission } from './permissions';

/** Recognisable in logs and secret scanners; the rest is 32 random bytes. */
const tokenPrefix = 'bst_';

export interface NewApiToken {
  name: string;
  scopes: Permission[];
  expiresAt: Date | null;
}

/** A token as lists show it: never the secret, never its hash. */
export type ApiTokenView = Omit<ApiTokenRow, 'secretHash' | 'scopes'> & { scopes: Permission[] };

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function view(row: ApiTokenRow): ApiTokenView {
  const { secretHash: _hash, ...rest } = row;
  return { ...rest, scopes: row.scopes.filter(isPermission) };
}

/**
 * Creates a token and returns its secret, which is shown once and never stored. A token can only
 * carry permissions its creator has, so a token never widens access.
 */
export async function createApiToken(actor: Actor, input: NewApiToken): Promise<{ token: ApiTokenView; secret: string }> {
  assertCan(actor, 'tokens.manage');
  const beyond = input.scopes.filter((scope) => !can(actor, scope));
  if (beyond.length) {
    throw new AppError('FORBIDDEN', 'A token cannot have permissions you do not have.', [
      { pointer: 'scopes', detail: `Not yours to give: ${beyond.join(', ')}` },
    ]);
  }
  const secret = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
  const db = await getDb();
  const [row] = await db
    .insert(apiTokens)
    .values({
      name: input.name,
      prefix: secret.slice(0, tokenPrefix.length + 6),
      secretHash: hashSecret(secret),
      scopes: [...new Set(input.scopes)],
      createdBy: actorId(actor),
      expiresAt: input.expiresAt,
    })
    .returning();
  const token = view(row!);
  await recordAudit(actor, 'token.create', 'api_token', token.id, null, token);
  return { token, secret };
}

export async function listApiTokens(actor: Actor): Promise<ApiTokenView[]> {
  assertCan(actor, 'tokens.manage');
  const db = await getDb();
  const rows = await db.select().from(apiTokens).orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(view);
}

export async function revokeApiToken(actor: Actor, id: number, now = new Date()): Promise<void> {
  assertCan(actor, 'tokens.manage');
  const db = await getDb();
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: now })
    .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', `API token ${id} does not exist or is already revoked.`);
  await recordAudit(actor, 'token.revoke', 'api_token', id, null, { revokedAt: now.toISOString() });
}

/** Don't write `last_used_at` on every request of a busy feed: once a minute is enough to tell. */
const lastUsedPrecisionMs = 60_000;

/** The actor a bearer secret stands for, or null when it is unknown, revoked or expired. */
export async function actorForApiToken(secret: string, now = new Date()): Promise<Actor | null> {
  if (!secret.startsWith(tokenPrefix)) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.secretHash, hashSecret(secret)));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedPrecisionMs) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return { kind: 'token', tokenId: row.id, name: row.name, scopes: row.scopes.filter(isPermission) };
}

function actorId(actor: Actor): string {
  if (actor.kind === 'user') return actor.email;
  if (actor.kind === 'token') return `token:${actor.tokenId}`;
  return actor.kind;
}
