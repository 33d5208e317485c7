import { AppError } from '@/lib/app-error';
import { can, type Actor, type Permission } from './permissions';

/**
 * The check every data-access function makes before it reads non-public data or changes anything:
 * nobody signed in is 401 (sign in and retry), somebody without the permission is 403.
 */
export function assertCan(actor: Actor, permission: Permission): void {
  if (can(actor, permission)) return;
  if (actor.kind === 'anonymous') throw new AppError('UNAUTHORIZED', 'Sign in or send a valid bearer token.');
  throw new AppError('FORBIDDEN', `Missing permission: ${permission}.`);
}
