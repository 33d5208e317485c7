import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';
import { guardedFetch } from '@/lib/outbound-fetch.server';

/**
 * The client of the CRM's Lead API (site.md §7: POST /api/leads, GET /api/leads/{id}/salesforce_data,
 * PUT /api/leads/{id}/initialize_cancellation, POST /api/stripe/create_payment_intent),
 * at the base URL of setting `leads.api_base_url` with the bearer LEAD_API_TOKEN.
 */

const timeoutMs = 15_000;
/** Largest CRM answer read: its answers are small JSON documents. */
const crmMaxBytes = 1024 * 1024;

/** A failure worth retrying later (the CRM is down or busy) versus one that will never succeed. */
export class CrmError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

export async function crmBaseUrl(): Promise<string | null> {
  const base = await getSetting('leads.api_base_url');
  return base ? base.replace(/\/+$/, '') : null;
}

async function call(path: string, init: RequestInit & { idempotencyKey?: string } = {}): Promise<unknown> {
  const base = await crmBaseUrl();
  if (!base) throw new CrmError('No CRM is configured (setting leads.api_base_url).', false);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  const token = env().LEAD_API_TOKEN;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.idempotencyKey) headers.set('idempotency-key', init.idempotencyKey);
  let response: Response;
  try {
    // Through the outbound guard (decision 0044): the configured base URL's host only, public
    // addresses only, no redirects — a base URL pointed at the private network is refused, and
    // nothing it would answer can come back through the delivery log or the verify endpoint.
    response = await guardedFetch({ timeoutMs, maxBytes: crmMaxBytes })(`${base}${path}`, { ...init, headers });
  } catch (error) {
    throw new CrmError(`CRM unreachable: ${error instanceof Error ? error.message : String(error)}`, true);
  }
  const text = await response.text();
  if (!response.ok) {
    // 408, 425, 429 and 5xx pass; other 4xx mean our request is wrong and retrying will not help.
    const retryable = response.status >= 500 || [408, 425, 429].includes(response.status);
    throw new CrmError(`CRM answered ${response.status}: ${text.slice(0, 200)}`, retryable);
  }
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    throw new CrmError('CRM answered with something that is not JSON.', true);
  }
}

function dataOf(body: unknown): Record<string, unknown> {
  const outer = (body ?? {}) as { data?: unknown };
  const data = (outer.data ?? outer) as { data?: unknown };
  return ((data.data ?? data) as Record<string, unknown>) ?? {};
}

/** Creates the lead in the CRM; the same idempotency key never creates a second one. Returns the CRM's id. */
export async function sendLeadToCrm(payload: Record<string, unknown>, idempotencyKey: string): Promise<string> {
  const body = await call('/api/leads', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    idempotencyKey,
  });
  const id = dataOf(body).id;
  if (typeof id !== 'string' && typeof id !== 'number') throw new CrmError('CRM answer has no lead id.', true);
  return String(id);
}

/** Tells the CRM that the reservation behind its lead was cancelled (site.md §7 Lead API). */
export async function initializeCancellation(crmLeadId: string, idempotencyKey: string): Promise<void> {
  await call(`/api/leads/${encodeURIComponent(crmLeadId)}/initialize_cancellation`, { method: 'PUT', idempotencyKey });
}

export async function getSalesforceData(crmLeadId: string): Promise<Record<string, unknown>> {
  return dataOf(await call(`/api/leads/${encodeURIComponent(crmLeadId)}/salesforce_data`));
}

/**
 * The Salesforce id of a CRM lead (`salesforce_lead_id`, or `salesforce_id`, in its salesforce_data).
 * The CRM fills it in when it has synchronised the lead with Salesforce, which may come after the
 * lead itself: until then this is a failure worth retrying.
 */
export async function salesforceLeadId(crmLeadId: string): Promise<string> {
  const data = await getSalesforceData(crmLeadId);
  const id = data.salesforce_lead_id ?? data.salesforce_id;
  if (typeof id !== 'string' || id === '') throw new CrmError('The CRM lead has no Salesforce id yet.', true);
  return id;
}

/** A card deposit's Stripe PaymentIntent as the CRM records it (site.md §7 `payment_intent`). */
export interface CrmPaymentIntent {
  id: string;
  /** In the currency's smallest unit, as Stripe counts. */
  amount: number;
  /** Lower-case ISO code, as Stripe writes it. */
  currency: string;
  /** Stripe's status name (`requires_capture`, `succeeded`). */
  status: string;
  salesforce_lead_id: string;
}

/** Tells the CRM the PaymentIntent of its lead's reservation; the same idempotency key records it once. Returns the CRM's id. */
export async function createPaymentIntent(paymentIntent: CrmPaymentIntent, idempotencyKey: string): Promise<string> {
  const body = await call('/api/stripe/create_payment_intent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ payment_intent: paymentIntent }),
    idempotencyKey,
  });
  const id = dataOf(body).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : paymentIntent.id;
}

/** Which CRM leads go to, for GET /integrations/active_system. */
export async function activeSystem(): Promise<{ system: 'crm' | 'none'; base_url: string | null; token_configured: boolean }> {
  const base = await crmBaseUrl();
  return { system: base ? 'crm' : 'none', base_url: base, token_configured: Boolean(env().LEAD_API_TOKEN) };
}

/**
 * Whether the CRM answers with our token, without creating anything: a lead id that cannot exist
 * is asked for, and 404 means "reachable and authorised" (401/403 mean the token is wrong).
 */
export async function verifyCrm(): Promise<{ ok: boolean; detail: string }> {
  try {
    await call('/api/leads/__verify__/salesforce_data');
    return { ok: true, detail: 'reachable' };
  } catch (error) {
    if (error instanceof CrmError && /answered 404/.test(error.message)) return { ok: true, detail: 'reachable' };
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}
