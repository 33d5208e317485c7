import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import { requireSameOrigin } from '@/lib/api.server';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';
import { actorForApiToken } from './api-tokens.server';
import { assertCan } from './assert-can';
import { anonymous, type Actor, type Permission } from './permissions';
import { actorForSession } from './session.server';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who sent this request: a bearer token (an API token, or the bootstrap ADMIN_API_TOKEN) when the
 * request carries one — a wrong one is 401, never a silent fall-back to the session — otherwise the
 * signed-in person of the session cookie, otherwise anonymous.
 */
export async function actorFromRequest(request: Request): Promise<Actor> {
  const header = request.headers.get('authorization');
  if (header !== null) return actorForBearer(header);
  return actorForSession(request.headers);
}

async function actorForBearer(header: string): Promise<Actor> {
  const secret = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!secret) throw new AppError('UNAUTHORIZED', 'Send the token as `Authorization: Bearer <token>`.');
  const bootstrap = env().ADMIN_API_TOKEN;
  if (bootstrap && constantTimeEqual(secret, bootstrap)) return { kind: 'bootstrap' };
  const actor = await actorForApiToken(secret);
  if (!actor) throw new AppError('UNAUTHORIZED', 'A valid bearer token is required.');
  return actor;
}

/**
 * The one gate of route handlers: the caller, who must hold `permission` (401 when nobody is signed
 * in, 403 otherwise). A state-changing request must also come from our own origin (CSRF: a session
 * cookie is sent by any site's form; SameSite=Lax alone leaves top-level POSTs from subdomains).
 */
export async function authorize(request: Request, permission: Permission): Promise<Actor> {
  if (!safeMethods.has(request.method)) requireSameOrigin(request);
  const actor = await actorFromRequest(request);
  assertCan(actor, permission);
  return actor;
}

/** The caller when one is signed in or sends a valid token; anonymous otherwise (never throws for a missing one). */
export async function optionalActor(request: Request): Promise<Actor> {
  return request.headers.has('authorization') ? actorFromRequest(request) : actorForSession(request.headers).catch(() => anonymous);
}

function constantTimeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  if (ab.length !== bb.length) {
    timingSafeEqual(bb, bb);
    return false;
  }
  return timingSafeEqual(ab, bb);
}
