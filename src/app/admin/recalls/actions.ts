'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { currentActor } from '@/features/auth/current-actor.server';
import { can, type Actor } from '@/features/auth/permissions';
import { parseVehicleCsv, type VehicleEntry } from '@/features/recalls/campaign-input';
import { formValues, vehicleListText, type RecallFormState } from '@/features/recalls/recall-form-state';
import {
  addRecallVehicles,
  createRecallCampaign,
  deleteRecallCampaign,
  removeRecallVehicles,
} from '@/features/recalls/recalls-admin.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

const t = getT('ja');
const m = (key: string, values?: Record<string, unknown>) => t(`owner_tools.admin.${key}`, values);
const path = '/admin/recalls';
const campaignFields = ['code', 'title', 'description', 'remedy', 'starts_on'] as const;

/**
 * The recall admin screen's actions (decision 0065). Each asks for `settings.manage` before
 * reading what was sent (the data functions ask again), answers in Japanese, and keeps what was
 * typed when refused. A campaign that is gone answers so rather than throwing.
 */
async function manager() {
  const actor = await currentActor();
  return can(actor, 'settings.manage') ? actor : null;
}

/** The campaign a form is about; 0 (no campaign, answered as gone) when the field was tampered with. */
function campaignId(form: FormData): number {
  const id = Number(form.get('campaign_id'));
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** A refusal of the data layer as the form shows it; anything else is not ours to explain. */
function refusal(error: unknown, values: Record<string, string>): RecallFormState {
  if (!isAppError(error)) throw error;
  if (error.status === 404) return { error: m('not_found'), at: Date.now() };
  if (error.status !== 422 && error.status !== 409) throw error;
  const fieldErrors = Object.fromEntries(error.errors.map((e) => [e.pointer, e.detail]));
  return { fieldErrors, values, at: Date.now() };
}

/** Runs a change and confirms it, or shows the data layer's refusal with what was typed. */
async function change(values: Record<string, string>, run: () => Promise<string>): Promise<RecallFormState> {
  try {
    const ok = await run();
    revalidatePath(path);
    return { ok, at: Date.now() };
  } catch (error) {
    return refusal(error, values);
  }
}

/** The add and remove forms: a manager, then a vehicle list that reads, then the change; else what is wrong. */
async function changeVehicles(form: FormData, run: (actor: Actor, vehicles: VehicleEntry[]) => Promise<string>): Promise<RecallFormState> {
  const actor = await manager();
  if (!actor) return { error: m('not_allowed') };
  const sent = await vehicleListText(form);
  const values = { vins: sent.typed };
  if (!sent.ok) return { error: m(sent.reason === 'empty' ? 'no_document' : 'too_large'), values, at: Date.now() };
  const parsed = parseVehicleCsv(sent.text, t);
  if (!parsed.ok) return { error: m('rejected'), problems: parsed.problems.map((p) => p.message), values, at: Date.now() };
  return change(values, () => run(actor, parsed.vehicles));
}

export async function createCampaignAction(_previous: RecallFormState, form: FormData): Promise<RecallFormState> {
  const actor = await manager();
  if (!actor) return { error: m('not_allowed') };
  const values = formValues(form, campaignFields);
  return change(values, async () => m('created', { code: (await createRecallCampaign(actor, values)).code }));
}

export async function addVehiclesAction(_previous: RecallFormState, form: FormData): Promise<RecallFormState> {
  return changeVehicles(form, async (actor, vehicles) => m('added', { ...(await addRecallVehicles(actor, campaignId(form), vehicles)) }));
}

export async function removeVehiclesAction(_previous: RecallFormState, form: FormData): Promise<RecallFormState> {
  return changeVehicles(form, async (actor, vehicles) => {
    const vins = vehicles.map((v) => v.vin);
    const { removed, notFound } = await removeRecallVehicles(actor, campaignId(form), vins);
    return notFound.length ? m('removed_missing', { removed, missing: notFound.join('、') }) : m('removed', { removed });
  });
}

export async function deleteCampaignAction(_previous: RecallFormState, form: FormData): Promise<RecallFormState> {
  const actor = await manager();
  if (!actor) return { error: m('not_allowed') };
  if (form.get('confirm') !== 'yes') return { error: m('confirm_required'), at: Date.now() };
  try {
    await deleteRecallCampaign(actor, campaignId(form));
  } catch (error) {
    return refusal(error, {});
  }
  revalidatePath(path);
  // The campaign and this form leave the screen: the screen itself says what was deleted.
  redirect(`${path}?deleted=${encodeURIComponent(String(form.get('code') ?? ''))}`);
}
