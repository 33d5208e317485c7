import 'server-only';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/db/client.server';
import { leadDeliveries, leads, type LeadDeliveryRow, type LeadRow } from '@/db/schema';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { isDisplayed, localise, type FormField } from './definition';
import { crmBaseUrl, CrmError, createPaymentIntent, initializeCancellation, salesforceLeadId, sendLeadToCrm } from './crm.server';
import { recordedPaymentIntent } from './crm-payment-intent.server';
import { findForm, type FormDefinition } from './forms.server';
import { allLocations } from './locations.server';
import { parsePhone } from './japanese-input';
import { sendMail } from './mailer.server';

/**
 * Delivery of leads (decision 0030): the outbox rows are written in the lead's own transaction, then
 * worked off here. A worker claims due rows by pushing their next attempt a lease into the future
 * (`FOR UPDATE SKIP LOCKED`, so instances never take the same row), does the call outside any
 * transaction (PGlite has one connection), and records the outcome. A worker that dies mid-call
 * leaves the row to come due again when the lease ends; the idempotency key makes that retry safe
 * at the CRM.
 */

/** How long a claimed delivery is left alone before another worker may retry it. */
const leaseSeconds = 120;
/** After this many attempts (about 1.5 days with the backoff below) a delivery is marked failed. */
export const maxAttempts = 12;

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at 6 h, with ±20 % jitter. */
export function backoffSeconds(attempts: number, random = Math.random): number {
  const base = Math.min(30 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
  return Math.round(base * (0.8 + 0.4 * random()));
}

type Kind = LeadDeliveryRow['kind'];

/**
 * Addresses told of a new lead: the form's, the location's own, else the site-wide list. The
 * server's list, always: nothing a visitor sends ever adds an address to it.
 */
export async function notificationRecipients(form: FormDefinition, locationId: number | null): Promise<string[]> {
  const settings = form.settings.notifications;
  if (!settings.enabled) return [];
  const recipients = new Set(settings.recipients);
  if (settings.to_location && locationId !== null) {
    const location = (await allLocations()).find((l) => l.id === locationId);
    if (location?.email) recipients.add(location.email);
  }
  if (recipients.size === 0) for (const r of await getSetting('leads.notification_recipients')) recipients.add(r);
  return [...recipients];
}

/**
 * The deliveries a new lead is owed, as rows to insert in the statement that stores the lead (so
 * the lead and its outbox are written together or not at all).
 */
export async function deliveriesOwed(
  form: FormDefinition,
  lead: Pick<LeadRow, 'id' | 'attributes' | 'locationId'>,
): Promise<(typeof leadDeliveries.$inferInsert)[]> {
  const kinds: Kind[] = [];
  if ((await notificationRecipients(form, lead.locationId)).length) kinds.push('notification');
  const confirmationTo = lead.attributes[form.settings.confirmations.email_field];
  if (form.settings.confirmations.enabled && typeof confirmationTo === 'string' && confirmationTo) kinds.push('confirmation');
  if (form.integrations.crm.enabled && (await crmBaseUrl())) kinds.push('crm');
  return kinds.map((kind) => ({ leadId: lead.id, kind, idempotencyKey: `${lead.id}:${kind}` }));
}

/** A field's value as staff read it in an e-mail: phones in national format, choices by their label. */
export function readableValue(field: FormField, value: unknown, language: 'ja' | 'en'): string {
  if (value === undefined || value === null || value === '') return '';
  if (field.type === 'telephone' && typeof value === 'string') {
    const phone = parsePhone(value);
    return phone.ok ? phone.national : value;
  }
  if (field.type === 'checkbox' && typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  const labelOf = (v: unknown) => localise(field.options?.find((o) => o.value === v)?.label, language) || String(v);
  if (Array.isArray(value)) return value.map(labelOf).join('、');
  return labelOf(value);
}

export function leadSummary(
  form: FormDefinition,
  lead: Pick<LeadRow, 'attributes'>,
  { includeHidden }: { includeHidden: boolean },
): string {
  return form.fields
    .filter((f) => f.type !== 'file' && (includeHidden || isDisplayed(f)))
    .map((f) => [localise(f.label, 'ja'), readableValue(f, lead.attributes[f.name], 'ja')] as const)
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/**
 * `{{name}}` in a confirmation's subject or body becomes the lead's value of the field of that
 * name — hidden fields too, which is how a reservation's number and link reach the customer. A name
 * the form has no field for stays as typed, so an editor's typo shows instead of vanishing.
 */
export function fillPlaceholders(text: string, form: FormDefinition, lead: Pick<LeadRow, 'attributes'>): string {
  return text.replace(/\{\{([a-z0-9_]+)\}\}/gi, (whole, name: string) => {
    const field = form.fields.find((f) => f.name === name);
    return field ? readableValue(field, lead.attributes[name], 'ja') : whole;
  });
}

/** What the CRM receives: the attributes under its own names where the form maps them, and our ids. */
export function crmPayload(form: FormDefinition, lead: LeadRow): Record<string, unknown> {
  const mapped: Record<string, unknown> = { ...lead.attributes };
  for (const [crmName, ours] of Object.entries(form.integrations.crm.mapping)) {
    if (ours in mapped) {
      mapped[crmName] = mapped[ours];
      delete mapped[ours];
    }
  }
  return {
    lead: {
      external_id: lead.id,
      lead_type: form.integrations.crm.lead_type,
      form: form.name,
      created_at: lead.createdAt.toISOString(),
      location_id: lead.locationId,
      consent_version: lead.consentVersion,
      marketing_opt_in: lead.marketingOptIn,
      source_path: lead.sourcePath,
      attributes: mapped,
    },
  };
}

/**
 * The CRM's id of this lead once its own `crm` delivery is done; null when there will never be one
 * (no CRM delivery, or it failed for good). Until then, a follow-up call waits (a retryable failure).
 */
async function createdCrmLead(leadId: string): Promise<string | null> {
  const db = await getDb();
  const [created] = await db
    .select({ status: leadDeliveries.status, externalId: leadDeliveries.externalId })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, 'crm')));
  if (!created || created.status === 'failed') return null;
  if (created.status !== 'delivered' || !created.externalId) throw new CrmError('The CRM lead is not created yet.', true);
  return created.externalId;
}

async function perform(delivery: LeadDeliveryRow, lead: LeadRow, form: FormDefinition): Promise<string> {
  const messageId = `<${delivery.idempotencyKey.replace(':', '.')}@leads.${new URL(env().SITE_URL).hostname}>`;
  switch (delivery.kind) {
    case 'notification': {
      const to = await notificationRecipients(form, lead.locationId);
      if (!to.length) return 'no-recipients';
      const adminUrl = new URL(`/admin/leads/${lead.id}`, env().SITE_URL).toString();
      return sendMail({
        to,
        subject: form.settings.notifications.subject.replaceAll('{{form}}', form.title),
        text: `${form.title}に新しいお問い合わせがありました。\n\n${leadSummary(form, lead, { includeHidden: true })}\n\n受付番号: ${lead.id}\n受付日時: ${lead.createdAt.toISOString()}\n管理画面: ${adminUrl}\n`,
        messageId,
        leadId: lead.id,
      });
    }
    case 'confirmation': {
      const to = lead.attributes[form.settings.confirmations.email_field];
      if (typeof to !== 'string' || !to) return 'no-address';
      return sendMail({
        to: [to],
        // One line: a visitor's value with a line break must not start a header of its own.
        subject: fillPlaceholders(form.settings.confirmations.subject, form, lead).replace(/[\r\n]+/g, ' '),
        text: `${fillPlaceholders(form.settings.confirmations.body, form, lead)}\n\n――ご入力内容――\n${leadSummary(form, lead, { includeHidden: false })}\n\n受付番号: ${lead.id}\n`,
        messageId,
        leadId: lead.id,
      });
    }
    case 'crm':
      return sendLeadToCrm(crmPayload(form, lead), delivery.idempotencyKey);
    case 'crm_cancellation': {
      // The CRM must have the lead first: until its own delivery is done, this one waits.
      const crmLeadId = await createdCrmLead(lead.id);
      if (!crmLeadId) return 'no-crm-lead';
      await initializeCancellation(crmLeadId, delivery.idempotencyKey);
      return crmLeadId;
    }
    case 'crm_payment_intent': {
      const crmLeadId = await createdCrmLead(lead.id);
      if (!crmLeadId) return 'no-crm-lead';
      const intent = await recordedPaymentIntent(lead.id);
      if (!intent) return 'no-payment-intent';
      return createPaymentIntent({ ...intent, salesforce_lead_id: await salesforceLeadId(crmLeadId) }, delivery.idempotencyKey);
    }
  }
}

/**
 * An order was cancelled (or expired): the CRM that has its lead is told, through the same outbox
 * (retried, once per lead). Nothing when the lead never went to a CRM.
 */
export async function queueCrmCancellation(leadId: string, db: DbOrTx): Promise<boolean> {
  const [crm] = await db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.leadId, leadId), eq(leadDeliveries.kind, 'crm')));
  if (!crm) return false;
  await db
    .insert(leadDeliveries)
    .values({ leadId, kind: 'crm_cancellation', idempotencyKey: `${leadId}:crm_cancellation` })
    .onConflictDoNothing();
  return true;
}

/** Claims up to `limit` due deliveries for this worker (see the lease above), in one statement. */
async function claimDue(limit: number): Promise<LeadDeliveryRow[]> {
  const db = await getDb();
  const due = db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.status, 'pending'), lte(leadDeliveries.nextAttemptAt, sql`now()`)))
    .orderBy(asc(leadDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(leadDeliveries)
    .set({ nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${leadDeliveries.attempts} + 1` })
    .where(inArray(leadDeliveries.id, due))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

async function record(
  delivery: LeadDeliveryRow,
  outcome: { ok: true; externalId: string } | { ok: false; error: string; retryable: boolean },
): Promise<void> {
  const db = await getDb();
  if (outcome.ok) {
    await db
      .update(leadDeliveries)
      .set({ status: 'delivered', externalId: outcome.externalId, deliveredAt: new Date(), lastError: null })
      .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, 'pending')));
    return;
  }
  const giveUp = !outcome.retryable || delivery.attempts >= maxAttempts;
  await db
    .update(leadDeliveries)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lastError: outcome.error.slice(0, 1000),
      nextAttemptAt: new Date(Date.now() + backoffSeconds(delivery.attempts) * 1000),
    })
    .where(and(eq(leadDeliveries.id, delivery.id), eq(leadDeliveries.status, 'pending')));
}

/** Works off what is due now; returns how many deliveries it attempted. */
export async function runDueDeliveries(limit = 20): Promise<number> {
  const due = await claimDue(limit);
  if (!due.length) return 0;
  const db = await getDb();
  const leadRows = await db
    .select()
    .from(leads)
    .where(inArray(leads.id, [...new Set(due.map((d) => d.leadId))]));
  const leadsById = new Map(leadRows.map((lead) => [lead.id, lead]));
  for (const delivery of due) {
    try {
      const lead = leadsById.get(delivery.leadId);
      const form = lead ? await findForm(lead.formId) : null;
      if (!lead || !form) {
        await record(delivery, { ok: false, error: 'lead or form no longer exists', retryable: false });
        continue;
      }
      if (lead.anonymisedAt) {
        await record(delivery, { ok: false, error: 'lead was anonymised before delivery', retryable: false });
        continue;
      }
      const externalId = await perform(delivery, lead, form);
      await record(delivery, { ok: true, externalId });
    } catch (error) {
      const retryable = !(error instanceof CrmError) || error.retryable;
      logger.warn({ err: error, deliveryId: delivery.id, kind: delivery.kind, attempts: delivery.attempts }, 'lead delivery failed');
      await record(delivery, { ok: false, error: error instanceof Error ? error.message : String(error), retryable }).catch((e: unknown) =>
        logger.error({ err: e, deliveryId: delivery.id }, 'could not record a delivery outcome; the lease will bring it back'),
      );
    }
  }
  return due.length;
}

/** Runs until nothing is due, or until `stop` says so between batches (shutdown). */
export async function drainDeliveries(stop: () => boolean = () => false): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await runDueDeliveries();
    total += n;
    if (n === 0 || stop()) return total;
  }
}
