import 'server-only';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { authAccounts, authSessions, authUsers, type AuthUserRow } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import { assertCan } from './assert-can';
import { recordAudit } from './audit.server';
import { getAuth } from './better-auth.server';
import type { Actor, Role } from './permissions';

export interface UserView {
  id: string;
  email: string;
  name: string;
  role: Role | null;
  twoFactorEnabled: boolean;
  /** How the person signs in: 'password', 'oidc' or both. */
  signInMethods: string[];
  disabled: boolean;
  createdAt: Date;
}

async function view(row: AuthUserRow): Promise<UserView> {
  const db = await getDb();
  const accounts = await db.select({ providerId: authAccounts.providerId }).from(authAccounts).where(eq(authAccounts.userId, row.id));
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: (row.role as Role | null) ?? null,
    twoFactorEnabled: Boolean(row.twoFactorEnabled),
    signInMethods: accounts.map((a) => (a.providerId === 'credential' ? 'password' : a.providerId)).sort(),
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt,
  };
}

export interface NewUser {
  email: string;
  name: string;
  role: Role | null;
  /** Omit for people who sign in only through the identity provider. */
  password?: string;
}

/** Creates a person who can sign in. E-mail addresses are unique, compared without case. */
export async function createUser(actor: Actor, input: NewUser): Promise<UserView> {
  assertCan(actor, 'users.manage');
  const email = input.email.trim().toLowerCase();
  const auth = await getAuth();
  const context = await auth.$context;
  if (await context.internalAdapter.findUserByEmail(email)) {
    throw new AppError('CONFLICT', 'Somebody already has this e-mail address.', [{ pointer: 'email', detail: 'already in use' }]);
  }
  if (input.password !== undefined && input.password.length < 12) {
    throw new AppError('VALIDATION_FAILED', 'The password is too short.', [{ pointer: 'password', detail: 'at least 12 characters' }]);
  }
  const user = await context.internalAdapter.createUser(
    { email, name: input.name, role: input.role, emailVerified: true },
    { method: 'admin' },
  );
  if (input.password !== undefined) {
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: await context.password.hash(input.password),
    });
  }
  const created = await getUser(user.id);
  await recordAudit(actor, 'user.create', 'user', user.id, null, {
    email,
    name: input.name,
    role: input.role,
    password: input.password !== undefined,
  });
  return created;
}

async function getUser(id: string): Promise<UserView> {
  const db = await getDb();
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, id));
  if (!row) throw new AppError('NOT_FOUND', `User ${id} does not exist.`);
  return view(row);
}

export async function listUsers(actor: Actor): Promise<UserView[]> {
  assertCan(actor, 'users.manage');
  const db = await getDb();
  const rows = await db.select().from(authUsers).orderBy(asc(authUsers.email));
  return Promise.all(rows.map(view));
}

export interface UserChange {
  name?: string;
  role?: Role | null;
  disabled?: boolean;
}

/**
 * Changes a person's name, role or access. Disabling ends their sessions at once. The last active
 * admin cannot be demoted or disabled — nobody could undo it from the admin screen.
 */
export async function updateUser(actor: Actor, id: string, change: UserChange, now = new Date()): Promise<UserView> {
  assertCan(actor, 'users.manage');
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(authUsers).where(eq(authUsers.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `User ${id} does not exist.`);
    const losesAdmin =
      before.role === 'admin' && !before.disabledAt && ((change.role !== undefined && change.role !== 'admin') || change.disabled === true);
    if (losesAdmin) {
      const others = await tx
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(and(eq(authUsers.role, 'admin'), isNull(authUsers.disabledAt), ne(authUsers.id, id)));
      if (!others.length) {
        throw new AppError('CONFLICT', 'This is the last active admin: give somebody else the admin role first.', [
          { pointer: change.disabled === true ? 'disabled' : 'role', detail: 'last active admin' },
        ]);
      }
    }
    const [after] = await tx
      .update(authUsers)
      .set({
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabledAt: change.disabled ? (before.disabledAt ?? now) : null } : {}),
      })
      .where(eq(authUsers.id, id))
      .returning();
    if (change.disabled) await tx.delete(authSessions).where(eq(authSessions.userId, id));
    await recordAudit(
      actor,
      'user.update',
      'user',
      id,
      { name: before.name, role: before.role, disabled: before.disabledAt !== null },
      { name: after!.name, role: after!.role, disabled: after!.disabledAt !== null },
      tx,
    );
    return after!;
  });
  return view(updated);
}

/** The signed-in person's own account (the account screen): anybody signed in may read their own. */
export async function getOwnAccount(actor: Actor): Promise<UserView> {
  if (actor.kind !== 'user') throw new AppError('FORBIDDEN', 'Only a signed-in person has an account.');
  const db = await getDb();
  const [row] = await db.select().from(authUsers).where(eq(authUsers.id, actor.userId));
  if (!row) throw new AppError('NOT_FOUND', 'This account no longer exists.');
  return view(row);
}
