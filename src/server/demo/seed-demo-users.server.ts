import 'server-only';
import { getDb } from '@/db/client.server';
import { authUsers } from '@/db/schema';
import { systemActor } from '@/features/auth/permissions';
import { createUser } from '@/features/auth/users.server';
import { logger } from '@/lib/logger.server';

/** The demo site's people; the README states them. Never seeded with SEED_DEMO=false. */
export const demoUsers = [
  { email: 'admin@example.jp', name: 'デモ 管理者', role: 'admin', password: 'demo-admin-pass-2026' },
  { email: 'editor@example.jp', name: 'デモ 編集者', role: 'editor', password: 'demo-editor-pass-2026' },
] as const;

/**
 * On a database nobody can sign in to yet, creates the demo admin and editor and prints how to
 * sign in. A database that already has people is left alone (the admin may have removed these).
 */
export async function seedDemoUsers(): Promise<void> {
  const db = await getDb();
  const [someone] = await db.select({ id: authUsers.id }).from(authUsers).limit(1);
  if (someone) return;
  const seeder = systemActor('demo seed');
  for (const user of demoUsers) await createUser(seeder, { ...user });
  logger.info({ users: demoUsers.map((u) => u.email) }, 'demo users created');
  console.log(
    [
      '',
      'Demo sign-in (/auth/sign-in) — change these before the site is public:',
      ...demoUsers.map((u) => `  ${u.role.padEnd(7)} ${u.email} / ${u.password}`),
      '',
    ].join('\n'),
  );
}
