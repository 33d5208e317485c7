'use server';

import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { LeadFormState } from '@/features/forms/lead-form-state';
import { submissionFromFormData } from '@/features/forms/read-submission.server';
import { prepareLead } from '@/features/forms/leads.server';
import { isAppError } from '@/lib/app-error';
import { toAppError } from '@/lib/problem.server';
import { clientAddress, enforceRateLimit } from '@/lib/rate-limit.server';
import { checkoutPath, checkoutSteps, markPhoneVerified, ownActiveHold, saveDraft, stepsOf } from './checkout.server';
import { checkVerificationCode, sendVerificationCode } from '@/features/phone-verification/phone-verification.server';
import { holderCookie, holderCookieOptions, holderSecretOf, newHolderSecret } from './holder-cookie.server';
import { placeHold } from './holds.server';
import { successPath } from './order-link.server';
import { checkoutOrderKey, completeOrder, orderInputFromDraft } from './orders.server';
import { reservationForm } from './reservation-form.server';
import { parseCheckoutOptions } from './checkout-options';
import { flowIdOf } from './checkout-flow';
import { journeyOf } from './journey';
import { getVehiclePage } from '@/features/stock/vehicle.server';
import { optionsOffer, optionValuesFromForm } from './checkout-options.server';
import type { CheckoutDraft } from '@/db/schema';

/**
 * The checkout's steps as server actions (issue 10 item 1): each saves its part of the draft on
 * the hold and moves to the next step's URL, so the journey works the same with or without
 * JavaScript, and the same functions as the API (placeHold, completeOrder) do the work.
 */

async function caller() {
  const requestHeaders = await headers();
  return {
    secret: holderSecretOf(requestHeaders.get('cookie')),
    client: clientAddress(new Request('http://localhost/', { headers: requestHeaders })),
  };
}

/** Whether `configUrl` is the configuration that built this car (the configurator journey's proof). */
async function isConfigUrlOf(vehicleId: number, configUrl: string): Promise<boolean> {
  return (await getVehiclePage(vehicleId))?.vehicle.configUrl === configUrl;
}

/** A hold that ran out (or vanished) sends the visitor to the page that says so. */
function onLostHold(vehicleId: number, error: unknown, step: number): never {
  if (isAppError(error) && (error.status === 409 || error.status === 404)) redirect(checkoutPath(vehicleId, step));
  throw error;
}

/**
 * Step 0's button: hold the car for this browser (setting its holder cookie), then the options. A
 * journey started from a reservation-flow block keeps the block's id on the draft (its texts).
 */
export async function startCheckoutAction(vehicleId: number, data?: FormData): Promise<void> {
  const { secret: known, client } = await caller();
  const secret = known ?? newHolderSecret();
  const flow = flowIdOf(data?.get('flow'));
  const configUrl = data?.get('config_url');
  try {
    await enforceRateLimit('checkoutsPerClient', client);
    if (!known) (await cookies()).set(holderCookie, secret, holderCookieOptions());
    const { hold } = await placeHold(vehicleId, secret);
    const change: Partial<CheckoutDraft> = {};
    if (flow !== null && hold.draft.flow !== flow) change.flow = flow;
    // The configurator journey only for the car that configuration built.
    if (typeof configUrl === 'string' && configUrl !== hold.draft.config_url && (await isConfigUrlOf(vehicleId, configUrl))) {
      change.config_url = configUrl;
    }
    if (Object.keys(change).length) await saveDraft(vehicleId, secret, change);
  } catch (error) {
    // Someone was quicker, or the car is gone: the page says which.
    if (isAppError(error) && [404, 409, 429].includes(error.status)) redirect(checkoutPath(vehicleId));
    throw error;
  }
  redirect(checkoutPath(vehicleId, 1));
}

/** The options step: finance choice, service packs, trade-in and booking, checked together; a refusal keeps what was typed. */
export async function saveOptionsAction(vehicleId: number, data: FormData): Promise<void> {
  const { secret } = await caller();
  const values = optionValuesFromForm(data);
  const hold = await ownActiveHold(vehicleId, secret);
  if (!hold) redirect(checkoutPath(vehicleId, 1)); // ran out: the page says so
  const result = parseCheckoutOptions(values, (await optionsOffer(journeyOf(hold.draft))).context);
  const change: Partial<CheckoutDraft> = result.ok
    ? { finance_option: result.options.finance_option, options: result.options, options_attempt: undefined }
    : { options_attempt: { values, errors: result.errors } };
  try {
    await saveDraft(vehicleId, secret ?? '', change);
  } catch (error) {
    onLostHold(vehicleId, error, 1);
  }
  redirect(result.ok ? checkoutPath(vehicleId, 2) : `${checkoutPath(vehicleId, 1)}&error=options`);
}

/** The contact step posts the reservation form: checked as a lead would be, kept on the hold. */
export async function saveContactAction(vehicleId: number, previous: LeadFormState, data: FormData): Promise<LeadFormState> {
  const attempt = previous.attempt + 1;
  const { secret, client } = await caller();
  const { submission } = await submissionFromFormData(data);
  const values = Object.fromEntries(Object.entries(submission.values).filter((e): e is [string, string | string[]] => e[1] !== undefined));
  try {
    await prepareLead(await reservationForm(), { values, files: {} }, { client, language: 'ja', sourcePath: null, captchaToken: '' });
    await saveDraft(vehicleId, secret ?? '', { attributes: values, contact_ok: true });
  } catch (error) {
    const problem = toAppError(error);
    if (problem.status === 422 && problem.errors.length) {
      return { status: 'invalid', attempt, errors: Object.fromEntries(problem.errors.map((e) => [e.pointer, e.detail])), values };
    }
    onLostHold(vehicleId, error, 2);
  }
  redirect(checkoutPath(vehicleId, 3));
}

export async function saveTermsAction(vehicleId: number, data: FormData): Promise<void> {
  const { secret } = await caller();
  if (data.get('terms_accepted') !== 'on') redirect(`${checkoutPath(vehicleId, 3)}&error=terms`);
  try {
    await saveDraft(vehicleId, secret ?? '', { terms_accepted: true });
  } catch (error) {
    onLostHold(vehicleId, error, 3);
  }
  redirect(checkoutPath(vehicleId, 4));
}

/**
 * The last step's button: the order (for a card deposit, after Stripe authorised the card; the
 * order checks that with Stripe). Its idempotency key is the hold's own, so a double click, a
 * reload of the POST, a second tab and Stripe's webhook all make the one order.
 */
export async function completeCheckoutAction(vehicleId: number): Promise<void> {
  const { secret, client } = await caller();
  const hold = await ownActiveHold(vehicleId, secret);
  // Only once every earlier step is done (the step machine opens the last step), else the page says where to go.
  if (!hold || stepsOf(hold.draft).active !== checkoutSteps.length - 1) redirect(checkoutPath(vehicleId, 4));
  let target: string;
  try {
    const { order } = await completeOrder(orderInputFromDraft(hold), {
      holderSecret: secret ?? '',
      idempotencyKey: checkoutOrderKey(hold.id),
      client,
      language: 'ja',
      sourcePath: checkoutPath(vehicleId),
    });
    target = await successPath(order.orderNumber);
  } catch (error) {
    // Details that no longer pass (the form changed meanwhile): back to them.
    if (isAppError(error) && error.status === 422) {
      await saveDraft(vehicleId, secret ?? '', { contact_ok: false }).catch(() => undefined);
      redirect(checkoutPath(vehicleId, 2));
    }
    onLostHold(vehicleId, error, 4);
  }
  redirect(target);
}

/** Where the phone step says how it went (sent, wrong code, too many codes, unavailable). */
function verificationPath(vehicleId: number, state: 'sent' | 'code' | 'rate' | 'unavailable'): string {
  return `${checkoutPath(vehicleId, checkoutSteps.length - 1)}&verification=${state}`;
}

/** The deposit step's "send the code": an SMS to the number the contact step gave. */
export async function sendVerificationCodeAction(vehicleId: number): Promise<void> {
  const { secret, client } = await caller();
  const hold = await ownActiveHold(vehicleId, secret);
  if (!hold) redirect(checkoutPath(vehicleId, checkoutSteps.length - 1));
  let state: 'sent' | 'rate' | 'unavailable' = 'sent';
  try {
    await sendVerificationCode(String(hold.draft.attributes?.phone ?? ''), client);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 422) redirect(checkoutPath(vehicleId, 2)); // the number itself is wrong: back to the details
    state = error.status === 429 ? 'rate' : 'unavailable';
  }
  redirect(verificationPath(vehicleId, state));
}

/** The code the visitor received: when right, this checkout's number counts as confirmed. */
export async function checkVerificationCodeAction(vehicleId: number, data: FormData): Promise<void> {
  const { secret } = await caller();
  const hold = await ownActiveHold(vehicleId, secret);
  if (!hold || !secret) redirect(checkoutPath(vehicleId, checkoutSteps.length - 1));
  let approved = false;
  try {
    const result = await checkVerificationCode(String(hold.draft.attributes?.phone ?? ''), String(data.get('code') ?? ''));
    approved = result.approved;
    if (approved) await markPhoneVerified(secret, result.to);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 429) redirect(verificationPath(vehicleId, 'rate'));
    if (error.status !== 422) redirect(verificationPath(vehicleId, 'unavailable'));
  }
  redirect(approved ? checkoutPath(vehicleId, checkoutSteps.length - 1) : verificationPath(vehicleId, 'code'));
}
