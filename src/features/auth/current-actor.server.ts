import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getSetting } from '@/features/settings/settings.server';
import { can, type Actor, type Permission } from './permissions';
import { actorForSession } from './session.server';

/** The signed-in person of the page being rendered (pages and server actions), or anonymous. */
export async function currentActor(): Promise<Actor> {
  return actorForSession(await headers());
}

/** Where people without the permission for a screen are sent (site.md §2, the `auth.no_permissions_path` setting). */
export async function noPermissionsPath(): Promise<string> {
  return getSetting('auth.no_permissions_path');
}

/**
 * The gate of editor and admin screens: nobody signed in goes to the sign-in page (and comes back
 * to `path` afterwards); somebody without `permission` goes to the no-permissions page.
 */
export async function requirePagePermission(permission: Permission, path: string): Promise<Actor> {
  const actor = await currentActor();
  if (actor.kind === 'anonymous') redirect(`/auth/sign-in?next=${encodeURIComponent(path)}`);
  if (!can(actor, permission)) redirect(await noPermissionsPath());
  return actor;
}
