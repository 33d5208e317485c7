import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client.server';
import { instanceSecrets } from './schema';

/**
 * A secret every instance (and every restart) shares without configuration: made on first use and
 * kept in the database. Used when the environment does not name one (cookie signing, order links).
 * Concurrent first uses agree: the first insert wins and everyone reads it back.
 */
export async function instanceSecret(db: DbOrTx, name: string): Promise<string> {
  await db
    .insert(instanceSecrets)
    .values({ name, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, name));
  return row!.value;
}
