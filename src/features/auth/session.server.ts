import 'server-only';
import { getAuth } from './better-auth.server';
import { anonymous, isRole, type Actor } from './permissions';

/**
 * The signed-in person of a request's session cookie, or anonymous. The session is read from the
 * database on every call (no cookie cache), so a revoked session or a changed role counts at once.
 */
export async function actorForSession(headers: Headers): Promise<Actor> {
  if (!hasSessionCookie(headers.get('cookie'))) return anonymous;
  const auth = await getAuth();
  const found = await auth.api.getSession({ headers });
  if (!found || found.user.disabledAt) return anonymous;
  return {
    kind: 'user',
    userId: found.user.id,
    name: found.user.name,
    email: found.user.email,
    role: isRole(found.user.role) ? found.user.role : null,
    sessionId: found.session.id,
  };
}

/**
 * Whether a Cookie header carries a session cookie at all (`better-auth.session_token`, with the
 * `__Secure-` prefix over HTTPS): the cheap test before asking the session store.
 */
export function hasSessionCookie(cookieHeader: string | null): boolean {
  return cookieHeader !== null && /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(cookieHeader);
}
