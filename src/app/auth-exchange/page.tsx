import { redirect } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { safeNextPath } from '@/features/auth/safe-next-path';

/**
 * /auth-exchange (site.md §2) exists while the site needs sign-in (the proxy answers 404
 * otherwise): where a visitor returns after signing in, sent on to the page they asked for.
 */
export default async function AuthExchange({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { next } = await searchParams;
  const target = safeNextPath(typeof next === 'string' ? next : undefined, '/');
  if ((await currentActor()).kind === 'anonymous') redirect(`/auth/sign-in?next=${encodeURIComponent(target)}`);
  redirect(target);
}
