import 'server-only';
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { forms, leadFiles, leads } from '@/db/schema';
import { recordAudit } from '@/features/auth/audit.server';
import { systemActor } from '@/features/auth/permissions';
import { getSetting } from '@/features/settings/settings.server';
import { logger } from '@/lib/logger.server';
import { formField, type FormField } from './definition';

/** What stays of an anonymised lead: choices and dates (for statistics), never what identifies a person. */
function keptAttributes(fields: FormField[], attributes: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const field of fields) {
    const choice = field.type === 'select' || field.type === 'radio' || field.type === 'checkbox' || field.type === 'date';
    if (choice && field.box_type === 'default' && field.options_source !== 'prefectures' && field.name in attributes)
      kept[field.name] = attributes[field.name];
  }
  return kept;
}

/**
 * Anonymises leads older than `leads.retention_days` (APPI: personal data kept no longer than its
 * purpose needs): names, contacts, free text and files go; the choices and dates stay. Logged and
 * audited with the count; returns how many leads it changed.
 */
export async function anonymiseExpiredLeads(now = new Date()): Promise<number> {
  const days = await getSetting('leads.retention_days');
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const db = await getDb();
  const fieldsByForm = new Map<number, FormField[]>();
  for (const form of await db.select({ id: forms.id, fields: forms.fields }).from(forms)) {
    const parsed = formField.array().safeParse(form.fields);
    fieldsByForm.set(form.id, parsed.success ? parsed.data : []);
  }
  let total = 0;
  for (;;) {
    const batch = await db
      .select({ id: leads.id, formId: leads.formId, attributes: leads.attributes })
      .from(leads)
      .where(and(lt(leads.createdAt, cutoff), isNull(leads.anonymisedAt)))
      .limit(200);
    if (!batch.length) break;
    await db.transaction(async (tx) => {
      for (const lead of batch) {
        await tx
          .update(leads)
          .set({
            attributes: keptAttributes(fieldsByForm.get(lead.formId) ?? [], lead.attributes),
            sourcePath: null,
            checks: {},
            anonymisedAt: now,
          })
          .where(inArray(leads.id, [lead.id]));
      }
      await tx.delete(leadFiles).where(
        inArray(
          leadFiles.leadId,
          batch.map((l) => l.id),
        ),
      );
    });
    total += batch.length;
  }
  if (total) {
    logger.info({ count: total, retentionDays: days }, 'leads anonymised by retention');
    await recordAudit(systemActor('lead retention'), 'lead.anonymise', 'lead', null, null, {
      count: total,
      older_than: cutoff.toISOString(),
    });
  }
  return total;
}
