import 'server-only';
import { getDb } from '@/db/client.server';
import { deliveriesOwed, notificationRecipients } from '@/features/forms/deliveries.server';
import { wakeDeliveries } from '@/features/forms/jobs.server';
import { prepareLead, storeLead } from '@/features/forms/leads.server';
import { allLocations } from '@/features/forms/locations.server';
import { getVehiclePage, type VehiclePageData } from '@/features/stock/vehicle.server';
import { getT } from '@/i18n/i18n';
import { AppError, isAppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';
import { logger } from '@/lib/logger.server';
import { enforceRateLimits } from '@/lib/rate-limit.server';
import { heldVehicleIds, isUnavailableStatus } from './holds.server';
import { vehicleInquiryForm } from './vehicle-inquiry-form.server';
import type { VehicleInquiryInput } from './vehicle-inquiry-input';

/**
 * A visitor's enquiry about one car (decision 0035) — typically one who cannot reserve it: someone
 * else holds it (商談中), it is reserved or sold, or their own hold ran out. It becomes a lead of
 * the `vehicle_inquiry` form, meant for the dealer who has the car, so it is stored before the
 * visitor is thanked and mailed (and sent to the CRM) from the lead outbox: nothing accepted is
 * lost to an SMTP outage. The server decides who is mailed and what the car is; the client names
 * the car's id and nothing else that counts.
 */

export interface InquiryContext {
  /** The client's address: the per-client lead budget. */
  client: string;
  language: 'ja' | 'en';
  sourcePath: string | null;
}

/** Where the car stands for reservations, as the dealer's e-mail says it. */
export type VehicleAvailability = 'held' | 'unavailable' | 'available';

export interface InquiryReceipt {
  id: string;
  vehicleId: number;
}

/** The fields the visitor typed: the form's problems with them are named as the API's fields. */
const customerFields = new Set(['name', 'email', 'phone', 'message', 'privacy_consent']);

async function availabilityOf(page: VehiclePageData): Promise<VehicleAvailability> {
  if (isUnavailableStatus(page.vehicle.status)) return 'unavailable';
  return (await heldVehicleIds([page.vehicle.id])).has(page.vehicle.id) ? 'held' : 'available';
}

/** The showroom (location) of the car's dealer, matched on the dealer code — as an order's notification finds it. */
async function dealerLocationOf(page: VehiclePageData) {
  const code = page.dealer?.dealerCode;
  return code ? ((await allLocations()).find((l) => l.dealerCode === code) ?? null) : null;
}

/**
 * Takes an enquiry: rate limits, the car loaded by the server (404 when it is not listed), the
 * enquiry form's rules, then the lead and its outbox rows in one statement. Addresses in
 * `recipients` are never mailed; ones that are not the dealer's are logged as a sign of abuse.
 *
 * `formValues` is what else the site's own form sent (a field editors added, the marketing box);
 * the API sends none. It never overrides the visitor's checked details or the car's facts.
 */
export async function sendVehicleInquiry(
  input: VehicleInquiryInput,
  ctx: InquiryContext,
  formValues: Record<string, string | string[]> = {},
): Promise<InquiryReceipt> {
  const t = getT(ctx.language);
  const form = await vehicleInquiryForm();
  if (!form.enabled) throw new AppError('NOT_FOUND', t('forms.unavailable'));
  await enforceRateLimits([
    ['leadsPerForm', String(form.id)],
    ['leadsPerClient', ctx.client],
  ]);

  const vehicleId = input.vehicle_data.vehicle_id;
  const page = await getVehiclePage(vehicleId);
  if (!page) throw new AppError('NOT_FOUND', t('ordering.errors.not_found'), [{ pointer: 'vehicle_data.vehicle_id', detail: 'unknown' }]);

  // Staff read the car's facts in Japanese, whatever the visitor's language.
  const ja = getT('ja');
  const { vehicle } = page;
  const customer = input.customer_data;
  const prepared = await prepareLead(
    form,
    {
      values: {
        ...formValues,
        name: customer.name,
        email: customer.email,
        phone: customer.phone ?? '',
        message: customer.message ?? '',
        privacy_consent: 'on',
        vehicle: ja('ordering.inquiry.vehicle_summary', {
          name: `${vehicle.modelDisplayName} ${vehicle.version}`.trim(),
          vin: vehicle.vin.slice(-3),
        }),
        vehicle_id: String(vehicle.id),
        vehicle_status: ja(`ordering.inquiry.status_${await availabilityOf(page)}`),
        vehicle_url: new URL(page.canonicalPath, env().SITE_URL).toString(),
      },
      files: {},
    },
    { client: ctx.client, language: ctx.language, sourcePath: ctx.sourcePath, captchaToken: '' },
  ).catch((error: unknown) => {
    if (isAppError(error) && error.errors.length) {
      const errors = error.errors.map((e) => (customerFields.has(e.pointer) ? { ...e, pointer: `customer_data.${e.pointer}` } : e));
      throw new AppError(error.code, error.message, errors);
    }
    throw error;
  });

  // The dealer who has the car is told, through its showroom's location.
  const locationId = (await dealerLocationOf(page))?.id ?? null;
  prepared.lead.locationId = locationId;
  prepared.deliveries = await deliveriesOwed(form, { ...prepared.lead, locationId });

  const dealerAddresses = new Set((await notificationRecipients(form, locationId)).map((a) => a.toLowerCase()));
  const foreign = (input.recipients ?? []).filter((address) => !dealerAddresses.has(address.trim().toLowerCase()));
  if (foreign.length)
    logger.warn({ vehicleId, client: ctx.client, ignored: foreign.length }, 'enquiry named recipients that are not the dealer’s');
  if (!dealerAddresses.size) logger.warn({ vehicleId, dealer: page.dealer?.dealerCode }, 'enquiry stored with nobody to notify');

  await storeLead(prepared, await getDb());
  wakeDeliveries();
  logger.info({ leadId: prepared.lead.id, vehicleId, locationId }, 'vehicle enquiry received');
  return { id: prepared.lead.id, vehicleId };
}
