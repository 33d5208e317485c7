import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { authUsers } from '@/db/schema';
import { getAuth } from './better-auth.server';
import { anonymous, isRole, type Actor } from './permissions';

/**
 * The signed-in person of a request's session cookie, or anonymous. The session is read from the
 * database on every call (no cookie cache), so a revoked session or a changed role counts at once.
 */
export async function actorForSession(headers: Headers): Promise<Actor> {
  if (!headers.get('cookie')?.includes('session_token')) return anonymous;
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers });
  if (!found) return anonymous;
  const db = await getDb();
  const [user] = await db.select({ disabledAt: authUsers.disabledAt }).from(authUsers).where(eq(authUsers.id, found.user.id));
  if (!user || user.disabledAt) return anonymous;
  return {
    kind: 'user',
    userId: found.user.id,
    name: found.user.name,
    email: found.user.email,
    role: isRole(found.user.role) ? found.user.role : null,
    sessionId: found.session.id,
  };
}
