import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { leadDeliveries, leadFiles, leads, type LeadDeliveryRow, type LeadRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { anonymous, type Actor } from '@/features/auth/permissions';
import { getSetting } from '@/features/settings/settings.server';
import { prefectures } from '@/features/stock/dealers.server';
import { getT } from '@/i18n/i18n';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { enforceRateLimits } from '@/lib/rate-limit.server';
import { verifyCaptcha } from './captcha.server';
import { localise } from './definition';
import { deliveriesOwed } from './deliveries.server';
import { wakeDeliveries } from './jobs.server';
import { verifyEmail } from './email-verification';
import { getForm, type FormDefinition } from './forms.server';
import { fileTypeExtension } from './file-type';
import { allLocations } from './locations.server';
import { isHoneypotFilled, validateLead, type LeadSubmission } from './validate-lead';

export interface SubmitContext {
  /** The client's address (rate limits, captcha's remoteip). */
  client: string;
  language: 'ja' | 'en';
  sourcePath: string | null;
  captchaToken: string;
  now?: Date;
}

export type SubmitResult = { id: string; stored: true } | { id: string; stored: false; reason: 'honeypot' };

/** Today's date in Japan (date rules count from the visitor's day, not the server's UTC one). */
export function todayInJapan(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Takes a visitor's submission: rate limits, honeypot, captcha, the form's rules, the e-mail check,
 * then stores the lead, its files and its deliveries in one statement. Only after that commits is
 * the visitor told it arrived (issue 9 item 7); delivery happens afterwards, from the outbox.
 */
export async function submitLead(formId: number, submission: LeadSubmission, ctx: SubmitContext): Promise<SubmitResult> {
  const form = await getForm(anonymous, formId);
  await enforceRateLimits([
    ['leadsPerForm', String(formId)],
    ['leadsPerClient', ctx.client],
  ]);

  // A bot that filled the invisible field is told it worked, and nothing is kept.
  if (isHoneypotFilled(submission)) {
    logger.info({ formId, client: ctx.client }, 'lead discarded: honeypot filled');
    return { id: randomUUID(), stored: false, reason: 'honeypot' };
  }

  const prepared = await prepareLead(form, submission, ctx);
  await storeLead(prepared, await getDb());
  wakeDeliveries();
  return { id: prepared.lead.id, stored: true };
}

/** A checked lead, ready to store: its row, its files and the deliveries it is owed. */
export interface PreparedLead {
  lead: typeof leads.$inferInsert & { id: string };
  files: (typeof leadFiles.$inferInsert)[];
  deliveries: (typeof leadDeliveries.$inferInsert)[];
}

/**
 * Checks a submission against `form` — captcha, the form's rules, the e-mail check — and makes the
 * rows to store, without storing them: an order stores its lead in its own transaction.
 * Throws 422 (413, 415 for files) naming each field in the visitor's language.
 */
export async function prepareLead(form: FormDefinition, submission: LeadSubmission, ctx: SubmitContext): Promise<PreparedLead> {
  const t = getT(ctx.language);
  const checks: Record<string, unknown> = {};
  if (form.settings.captcha) {
    const captcha = await verifyCaptcha(ctx.captchaToken, ctx.client);
    if (captcha.status === 'failed') {
      throw new AppError('VALIDATION_FAILED', t('forms.errors.captcha'), [
        { pointer: 'g-recaptcha-response', detail: t('forms.errors.captcha') },
      ]);
    }
    if (captcha.status !== 'off') checks.captcha = captcha;
  }

  const locationRows = await allLocations();
  const result = validateLead(form.fields, submission, {
    t,
    language: ctx.language,
    today: todayInJapan(ctx.now),
    prefectures,
    locationIds: new Set(locationRows.map((l) => l.id)),
  });
  if (!result.ok) {
    const code =
      result.fileProblem === 'size' ? 'PAYLOAD_TOO_LARGE' : result.fileProblem === 'type' ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
    throw new AppError(code, t('forms.error_summary', { count: result.errors.length }), result.errors);
  }

  const emailField = form.fields.find((f) => f.format === 'email' && typeof result.attributes[f.name] === 'string');
  const verificationUrl = await getSetting('forms.email_verification_url');
  if (form.settings.email_verification && emailField && verificationUrl && env().EMAIL_VERIFICATION_API_KEY) {
    const check = await verifyEmail(result.attributes[emailField.name] as string, {
      apiKey: env().EMAIL_VERIFICATION_API_KEY,
      url: verificationUrl,
    });
    checks.email = check;
    if (!check.valid) {
      throw new AppError('VALIDATION_FAILED', t('forms.errors.email_rejected'), [
        { pointer: emailField.name, detail: t('forms.errors.email_rejected') },
      ]);
    }
  }

  const purpose = localise(form.settings.privacy.purpose, 'ja') || getT('ja')('forms.purpose_default');
  const id = randomUUID();
  const lead = {
    id,
    formId: form.id,
    attributes: result.attributes,
    locationId: result.locationId,
    consentText: `${purpose}\n${getT('ja')('forms.consent_label')}（${form.settings.privacy.policy_path}）`,
    consentVersion: form.settings.privacy.consent_version,
    marketingOptIn: form.settings.marketing_opt_in.enabled && result.marketingOptIn,
    sourcePath: ctx.sourcePath?.slice(0, 500) ?? null,
    checks,
    ...(ctx.now ? { createdAt: ctx.now } : {}),
  };
  const files = result.files.map((file) => ({
    leadId: id,
    field: file.field,
    storedName: `${randomUUID()}.${fileTypeExtension[file.contentType]}`,
    originalName: file.originalName,
    contentType: file.contentType,
    size: file.bytes.byteLength,
    data: Buffer.from(file.bytes),
  }));
  return { lead, files, deliveries: await deliveriesOwed(form, lead) };
}

/**
 * The lead, its files and its outbox rows in one statement (data-modifying CTEs): atomic like a
 * transaction, in one round trip instead of five, which is most of what a submission costs. Call
 * `wakeDeliveries()` once the statement (or the transaction `q` belongs to) has committed.
 */
export async function storeLead({ lead, files, deliveries }: PreparedLead, q: DbOrTx): Promise<void> {
  const storedLead = q.$with('stored_lead').as(q.insert(leads).values(lead).returning({ id: leads.id }));
  const ctes = files.length
    ? [storedLead, q.$with('stored_files').as(q.insert(leadFiles).values(files).returning({ id: leadFiles.id }))]
    : [storedLead];
  if (deliveries.length)
    await q
      .with(...ctes)
      .insert(leadDeliveries)
      .values(deliveries);
  else
    await q
      .with(...ctes)
      .select({ id: storedLead.id })
      .from(storedLead);
}

export interface LeadListQuery {
  items: number;
  page: number;
  createdFrom?: Date;
  createdTo?: Date;
  sort: 'created_at' | '-created_at';
}

function leadFilter(formId: number, query: Pick<LeadListQuery, 'createdFrom' | 'createdTo'>): SQL {
  const conditions: SQL[] = [eq(leads.formId, formId)];
  if (query.createdFrom) conditions.push(gte(leads.createdAt, query.createdFrom));
  if (query.createdTo) conditions.push(lte(leads.createdAt, query.createdTo));
  return and(...conditions)!;
}

export type DeliveryView = Pick<
  LeadDeliveryRow,
  'kind' | 'status' | 'attempts' | 'lastError' | 'externalId' | 'deliveredAt' | 'nextAttemptAt'
>;

export interface LeadView {
  lead: LeadRow;
  files: { id: number; field: string; originalName: string; contentType: string; size: number }[];
  deliveries: DeliveryView[];
}

export function leadJson({ lead, files, deliveries }: LeadView) {
  return {
    id: lead.id,
    form_id: lead.formId,
    attributes: lead.attributes,
    location_id: lead.locationId,
    consent: { text: lead.consentText, version: lead.consentVersion },
    marketing_opt_in: lead.marketingOptIn,
    source_path: lead.sourcePath,
    checks: lead.checks,
    created_at: lead.createdAt.toISOString(),
    anonymised_at: lead.anonymisedAt?.toISOString() ?? null,
    files: files.map((f) => ({ id: f.id, field: f.field, name: f.originalName, content_type: f.contentType, size: f.size })),
    integrations: deliveries.map(deliveryJson),
  };
}

export function deliveryJson(d: DeliveryView) {
  return {
    kind: d.kind,
    status: d.status,
    attempts: d.attempts,
    last_error: d.lastError,
    external_id: d.externalId,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
    next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
  };
}

async function viewsOf(rows: LeadRow[]): Promise<LeadView[]> {
  if (!rows.length) return [];
  const db = await getDb();
  const ids = rows.map((r) => r.id);
  const fileRows = await db
    .select({
      id: leadFiles.id,
      leadId: leadFiles.leadId,
      field: leadFiles.field,
      originalName: leadFiles.originalName,
      contentType: leadFiles.contentType,
      size: leadFiles.size,
    })
    .from(leadFiles)
    .where(inArray(leadFiles.leadId, ids))
    .orderBy(asc(leadFiles.id));
  const deliveryRows = await db.select().from(leadDeliveries).where(inArray(leadDeliveries.leadId, ids)).orderBy(asc(leadDeliveries.id));
  return rows.map((lead) => ({
    lead,
    files: fileRows.filter((f) => f.leadId === lead.id),
    deliveries: deliveryRows.filter((d) => d.leadId === lead.id),
  }));
}

/** One page of a form's leads with their files and delivery status (personal data: leads.read). */
export async function listLeads(actor: Actor, formId: number, query: LeadListQuery): Promise<{ items: LeadView[]; total: number }> {
  assertCan(actor, 'leads.read');
  await getForm(actor, formId);
  const db = await getDb();
  const where = leadFilter(formId, query);
  const order = query.sort === 'created_at' ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
  const rows = await db
    .select()
    .from(leads)
    .where(where)
    .orderBy(...order)
    .limit(query.items)
    .offset((query.page - 1) * query.items);
  const total = await db.$count(leads, where);
  return { items: await viewsOf(rows), total };
}

export async function getLead(actor: Actor, formId: number, leadId: string): Promise<LeadView> {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.formId, formId), eq(leads.id, leadId)));
  if (!row) throw new AppError('NOT_FOUND', `No lead ${leadId} in form ${formId}.`);
  const [view] = await viewsOf([row]);
  return view!;
}

/** A file of a lead, for staff to download. */
export async function getLeadFile(actor: Actor, formId: number, leadId: string, fileId: number) {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  // The file, only if its lead belongs to this form.
  const [row] = await db
    .select({ file: leadFiles })
    .from(leadFiles)
    .innerJoin(leads, eq(leads.id, leadFiles.leadId))
    .where(and(eq(leads.formId, formId), eq(leadFiles.leadId, leadId), eq(leadFiles.id, fileId)));
  const file = row?.file;
  if (!file) throw new AppError('NOT_FOUND', `No file ${fileId} in lead ${leadId}.`);
  return file;
}

/** Deletes a lead with its files and deliveries; the audit keeps who did it, never the data. */
export async function deleteLead(actor: Actor, formId: number, leadId: string): Promise<void> {
  assertCan(actor, 'leads.manage');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(leads)
      .where(and(eq(leads.formId, formId), eq(leads.id, leadId)))
      .returning({ id: leads.id });
    if (!deleted) throw new AppError('NOT_FOUND', `No lead ${leadId} in form ${formId}.`);
    await recordAudit(actor, 'lead.delete', 'lead', leadId, { form_id: formId }, null, tx);
  });
}

/** Delivery status of a form's leads: counts by kind and status, and the ones that failed. */
export async function leadIntegrationStatus(actor: Actor, formId: number) {
  assertCan(actor, 'leads.read');
  await getForm(actor, formId);
  const db = await getDb();
  const rows = await db
    .select({
      leadId: leadDeliveries.leadId,
      kind: leadDeliveries.kind,
      status: leadDeliveries.status,
      attempts: leadDeliveries.attempts,
      lastError: leadDeliveries.lastError,
    })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(eq(leads.formId, formId));
  const counts: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    counts[row.kind] ??= { pending: 0, delivered: 0, failed: 0 };
    counts[row.kind]![row.status] = (counts[row.kind]![row.status] ?? 0) + 1;
  }
  const failed = rows
    .filter((r) => r.status === 'failed')
    .map((r) => ({ lead_id: r.leadId, kind: r.kind, attempts: r.attempts, last_error: r.lastError }));
  return { counts, failed };
}

/** Puts every failed delivery of the form back in the queue, due now (POST …/leads/integrations/fix). */
export async function retryFailedDeliveries(actor: Actor, formId: number): Promise<number> {
  assertCan(actor, 'leads.manage');
  await getForm(actor, formId);
  const db = await getDb();
  const ids = db.select({ id: leads.id }).from(leads).where(eq(leads.formId, formId));
  const retried = await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(leadDeliveries.status, 'failed'), inArray(leadDeliveries.leadId, ids)))
    .returning({ id: leadDeliveries.id });
  await recordAudit(actor, 'lead.deliveries_retry', 'form', formId, null, { retried: retried.length });
  wakeDeliveries();
  return retried.length;
}

/** One lead by its id alone (the notification e-mail links to it), with its form. */
export async function getLeadById(actor: Actor, leadId: string): Promise<LeadView & { formId: number }> {
  assertCan(actor, 'leads.read');
  if (!/^[0-9a-f-]{36}$/.test(leadId)) throw new AppError('NOT_FOUND', `No lead ${leadId}.`);
  const db = await getDb();
  const [row] = await db.select().from(leads).where(eq(leads.id, leadId));
  if (!row) throw new AppError('NOT_FOUND', `No lead ${leadId}.`);
  const [view] = await viewsOf([row]);
  return { ...view!, formId: row.formId };
}

/** Failed deliveries per form, for the forms overview. */
export async function failedDeliveryCounts(actor: Actor): Promise<Map<number, number>> {
  assertCan(actor, 'leads.read');
  const db = await getDb();
  const rows = await db
    .select({ formId: leads.formId, n: count() })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(eq(leadDeliveries.status, 'failed'))
    .groupBy(leads.formId);
  return new Map(rows.map((r) => [r.formId, Number(r.n)]));
}
