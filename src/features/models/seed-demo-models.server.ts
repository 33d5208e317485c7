import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { auditLog, modelBrands, modelDerivatives } from '@/db/schema';
import type { Actor } from '@/features/auth/permissions';
import { demoCatalogueDocument } from './demo-catalogue';
import { importModelCatalogue } from './models-admin.server';

/**
 * The demo catalogue, through the same import as admins use — only into an empty catalogue that was
 * never imported: a start never overwrites an admin's import, not even one that emptied the catalogue.
 * Idempotent; runs under the demo seed's advisory lock. True when it seeded.
 */
export async function seedDemoModels(actor: Actor): Promise<boolean> {
  const db = await getDb();
  const [[brand], [derivative], [imported]] = await Promise.all([
    db.select({ key: modelBrands.key }).from(modelBrands).limit(1),
    db.select({ id: modelDerivatives.id }).from(modelDerivatives).limit(1),
    db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'models.import'), eq(auditLog.subjectType, 'model_catalogue')))
      .limit(1),
  ]);
  if (brand || derivative || imported) return false;
  await importModelCatalogue(actor, demoCatalogueDocument());
  return true;
}
