import { getAuth } from '@/features/auth/better-auth.server';

/**
 * better-auth's endpoints (sign-in, sign-out, session, two-factor, the identity provider's
 * callback at /api/auth/callback/oidc). Our own screens call them through server actions; this
 * route is what browsers and the identity provider reach directly.
 */
async function handle(request: Request): Promise<Response> {
  const auth = await getAuth();
  return auth.handler(request);
}

export { handle as GET, handle as POST };
