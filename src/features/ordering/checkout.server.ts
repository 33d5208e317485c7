import 'server-only';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { orders, vehicleHolds, type CheckoutDraft, type VehicleHoldRow } from '@/db/schema';
import { getVehiclePage, type VehiclePageData } from '@/features/stock/vehicle.server';
import { getSetting } from '@/features/settings/settings.server';
import { AppError } from '@/lib/app-error';
import { getT } from '@/i18n/i18n';
import { parsePhone } from '@/features/forms/japanese-input';
import { holderHash, isUnavailableStatus } from './holds.server';
import { successPath } from './order-link.server';
import { checkoutPath } from './checkout-path';
import { orderOnlinePages, reservationConfig, type OrderOnlinePages, type ReservationConfig } from './reservation-config.server';
import type { CheckoutFlow } from './checkout-flow';
import { journeyOf } from './journey';
import { isStepValueValid, stepFromUrl, stepTypes, type StepsState, type StepType } from './steps';

/**
 * The checkout of one car as the server sees it for one browser (issue 10 items 1–3): which state
 * the journey is in, and for an active hold, which step to show. The steps' progress is derived
 * from the hold's draft, so the server and the browser's step machine (steps.ts) agree, a reload
 * resumes at the right step and a link to a later step cannot skip one.
 */
export const checkoutSteps: readonly StepType[] = stepTypes;

/** The reservation-flow block's texts, when the journey came from one (set by the page). */
interface Dressed {
  flow?: CheckoutFlow | null;
}

export type CheckoutView =
  | { kind: 'not_found' }
  /** Reserved or sold: no journey. */
  | ({ kind: 'unavailable'; page: VehiclePageData } & Dressed)
  /** Someone else is checking it out (商談中). */
  | ({ kind: 'held'; page: VehiclePageData } & Dressed)
  /** This browser's hold ran out (`flowId`: the reservation-flow block it started from). */
  | ({ kind: 'expired'; page: VehiclePageData; minutes: number; flowId: number | null } & Dressed)
  /** Step 0 before any hold: the car, and a button that holds it. */
  | ({
      kind: 'start';
      page: VehiclePageData;
      config: ReservationConfig;
      minutes: number;
      /** The configurator journey's address, when the visitor came from the configurator with this car's. */
      configUrl: string | null;
    } & Dressed)
  | { kind: 'redirect'; to: string }
  | ({
      kind: 'step';
      page: VehiclePageData;
      config: ReservationConfig;
      hold: VehicleHoldRow;
      steps: StepsState;
      step: number;
      minutes: number;
      /** Milliseconds left on the hold when the page was made. */
      remainingMs: number;
      /** The order-online config's wording of the steps (decision 0039). */
      pages: OrderOnlinePages;
    } & Dressed);

export { checkoutPath } from './checkout-path';

/** The step machine's state for a hold: details done (the car is held), then what the draft holds. */
export function stepsOf(draft: CheckoutDraft): StepsState {
  const values: Record<StepType, unknown> = {
    details: true,
    options: draft.finance_option,
    contact: draft.contact_ok === true,
    terms: draft.terms_accepted === true,
    payment: false,
  };
  const validated = checkoutSteps.map((type, stepIndex) => ({ stepIndex, type, value: values[type] }));
  // Every step up to the first one not done is enabled (reached).
  const firstOpen = checkoutSteps.findIndex((type) => !isStepValueValid(type, values[type]));
  const reached = firstOpen < 0 ? checkoutSteps.length - 1 : firstOpen;
  return {
    active: reached,
    enabled: [...Array(reached + 1).keys()],
    validated: validated.filter((v) => isStepValueValid(v.type, v.value)),
    disabledButtons: [],
  };
}

async function ownHolds(vehicleId: number, secret: string | null) {
  if (!secret) return { active: undefined, latest: undefined };
  const db = await getDb();
  const rows = await db
    .select()
    .from(vehicleHolds)
    .where(and(eq(vehicleHolds.vehicleId, vehicleId), eq(vehicleHolds.holderHash, holderHash(secret))))
    .orderBy(desc(vehicleHolds.createdAt))
    .limit(1);
  const latest = rows[0];
  const now = new Date();
  const active = latest && latest.status === 'active' && (latest.expiresAt > now || latest.paymentAuthorised) ? latest : undefined;
  return { active, latest };
}

/** This browser's hold on `vehicleId`, while it lasts. */
export async function ownActiveHold(vehicleId: number, secret: string | null): Promise<VehicleHoldRow | undefined> {
  return (await ownHolds(vehicleId, secret)).active;
}

/** The car of this browser's checkout in progress, if it has one (/showroom-order-online/checkout). */
export async function checkoutInProgress(secret: string | null): Promise<number | null> {
  if (!secret) return null;
  const db = await getDb();
  const [hold] = await db
    .select({ vehicleId: vehicleHolds.vehicleId })
    .from(vehicleHolds)
    .where(and(eq(vehicleHolds.holderHash, holderHash(secret)), eq(vehicleHolds.status, 'active'), gt(vehicleHolds.expiresAt, new Date())))
    .orderBy(desc(vehicleHolds.createdAt))
    .limit(1);
  return hold?.vehicleId ?? null;
}

export async function loadCheckout(
  vehicleId: number,
  secret: string | null,
  requestedStep: number | null,
  configUrl: string | null = null,
): Promise<CheckoutView> {
  const page = await getVehiclePage(vehicleId);
  if (!page) return { kind: 'not_found' };
  const [minutes, own] = await Promise.all([getSetting('ordering.hold_minutes'), ownHolds(vehicleId, secret)]);
  // The configurator journey: the one the hold keeps, or this car's own config_url in the address.
  const startConfigUrl = configUrl !== null && configUrl === page.vehicle.configUrl ? configUrl : null;
  const config = await reservationConfig(own.active ? journeyOf(own.active.draft) : startConfigUrl ? 'configurator' : 'standard');
  if (own.active) {
    const steps = stepsOf(own.active.draft);
    // No step in the URL: resume where the visitor was. A step the URL names is shown if its tab
    // may be opened; otherwise the URL is corrected, so the address always names the step shown.
    const step = stepFromUrl(steps, requestedStep ?? steps.active, checkoutSteps.length);
    if ((requestedStep ?? 0) !== step) return { kind: 'redirect', to: checkoutPath(vehicleId, step) };
    const remainingMs = own.active.expiresAt.getTime() - Date.now();
    // Only a step shows the steps' wording: the other states do not read it.
    const pages = await orderOnlinePages(journeyOf(own.active.draft));
    return { kind: 'step', page, config, hold: own.active, steps: { ...steps, active: step }, step, minutes, remainingMs, pages };
  }
  const db = await getDb();
  if (own.latest?.status === 'converted') {
    // This browser's checkout became an order — by its own button, or by Stripe's webhook a moment
    // before the button's request arrived: the visitor is shown their order, not "reserved".
    const [order] = await db.select({ number: orders.orderNumber }).from(orders).where(eq(orders.lockId, own.latest.id));
    if (order) return { kind: 'redirect', to: await successPath(order.number) };
  }
  if (isUnavailableStatus(page.vehicle.status)) return { kind: 'unavailable', page };
  const [other] = await db
    .select({ id: vehicleHolds.id })
    .from(vehicleHolds)
    .where(
      and(
        eq(vehicleHolds.vehicleId, vehicleId),
        eq(vehicleHolds.status, 'active'),
        sql`(${vehicleHolds.expiresAt} > now() or ${vehicleHolds.paymentAuthorised})`,
      ),
    );
  if (other) return { kind: 'held', page };
  // This browser had the car and its time ran out (swept or not): say so, and offer to try again.
  if (own.latest && (own.latest.status === 'expired' || own.latest.status === 'active') && requestedStep !== null && requestedStep > 0) {
    return { kind: 'expired', page, minutes, flowId: own.latest.draft.flow ?? null };
  }
  if (requestedStep) return { kind: 'redirect', to: checkoutPath(vehicleId) };
  return { kind: 'start', page, config, minutes, configUrl: startConfigUrl };
}

/** Saves part of the draft of this browser's active hold on `vehicleId`; 409 when the hold ran out. */
export async function saveDraft(vehicleId: number, secret: string, change: Partial<CheckoutDraft>): Promise<VehicleHoldRow> {
  const expired = () => new AppError('CONFLICT', getT('ja')('ordering.errors.hold_expired'), [{ pointer: 'lock_id', detail: 'expired' }]);
  const hold = await ownActiveHold(vehicleId, secret);
  if (!hold) throw expired();
  const db = await getDb();
  const [saved] = await db
    .update(vehicleHolds)
    .set({ draft: { ...hold.draft, ...change } })
    .where(and(eq(vehicleHolds.id, hold.id), eq(vehicleHolds.status, 'active')))
    .returning();
  if (!saved) throw expired();
  return saved;
}

/** This browser confirmed `e164` by SMS: kept on its active holds, for the deposit step. */
export async function markPhoneVerified(secret: string, e164: string): Promise<number> {
  const db = await getDb();
  const rows = await db
    .update(vehicleHolds)
    .set({ draft: sql`${vehicleHolds.draft} || ${JSON.stringify({ phone_verified: e164 })}::jsonb` })
    .where(and(eq(vehicleHolds.holderHash, holderHash(secret)), eq(vehicleHolds.status, 'active')))
    .returning({ id: vehicleHolds.id });
  return rows.length;
}

/** The phone number the checkout's details give, as E.164 (null when there is none or it is not valid). */
export function draftPhone(draft: CheckoutDraft): string | null {
  const raw = draft.attributes?.phone;
  const phone = typeof raw === 'string' ? parsePhone(raw) : null;
  return phone?.ok ? phone.e164 : null;
}

/** Whether the deposit may be taken as far as the phone is concerned (setting ordering.phone_verification). */
export async function phoneVerifiedEnough(draft: CheckoutDraft): Promise<boolean> {
  if (!(await getSetting('ordering.phone_verification'))) return true;
  if (!draft.phone_verified) return false;
  const phone = draftPhone(draft);
  return phone === null || phone === draft.phone_verified;
}
