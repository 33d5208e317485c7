import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { getDb } from '@/db/client.server';
import { forms, leads, type FormRow } from '@/db/schema';
import { assertCan } from '@/features/auth/assert-can';
import { recordAudit } from '@/features/auth/audit.server';
import { can, type Actor } from '@/features/auth/permissions';
import { AppError } from '@/lib/app-error';
import { cacheTags } from '@/lib/cache-tags';
import { cached, invalidateTags } from '@/lib/cache.server';
import {
  formField,
  formInput,
  formIntegrations,
  formSettings,
  type FormField,
  type FormInput,
  type FormIntegrations,
  type FormSettings,
} from './definition';

/** A form as the site and the API use it: its stored JSON parsed by the definition schema. */
export interface FormDefinition {
  id: number;
  name: string;
  type: string;
  title: string;
  enabled: boolean;
  protected: boolean;
  fields: FormField[];
  settings: FormSettings;
  integrations: FormIntegrations;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

function toDefinition(row: FormRow): FormDefinition {
  // Rows were validated on save; parsing again fills defaults added since, and a row that no
  // longer parses (a hand edit) fails loudly here instead of rendering half a form.
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    title: row.title,
    enabled: row.enabled,
    protected: row.protected,
    fields: formField.array().parse(row.fields),
    settings: formSettings.parse(row.settings),
    integrations: formIntegrations.parse(row.integrations),
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The API's JSON for a form (snake_case, as the spec's field names). */
export function formJson(form: FormDefinition) {
  return {
    id: form.id,
    name: form.name,
    type: form.type,
    title: form.title,
    enabled: form.enabled,
    protected: form.protected,
    fields: form.fields,
    settings: form.settings,
    integrations: form.integrations,
    revision: form.revision,
    created_at: form.createdAt.toISOString(),
    updated_at: form.updatedAt.toISOString(),
  };
}

/** The form by id or unique name, cached; null when there is none. No permission check: callers decide. */
export function findForm(idOrName: number | string): Promise<FormDefinition | null> {
  return cached(
    `form:${idOrName}`,
    [cacheTags.forms],
    async () => {
      const db = await getDb();
      const where = typeof idOrName === 'number' ? eq(forms.id, idOrName) : eq(forms.name, idOrName);
      const [row] = await db.select().from(forms).where(where).limit(1);
      return row ? toDefinition(row) : null;
    },
    { keep: (form) => form !== null },
  );
}

/**
 * A form for `actor`. Anyone may read an enabled, unprotected form (visitors' pages render it);
 * a disabled or protected one needs someone signed in to the editor, else it does not exist.
 */
export async function getForm(actor: Actor, id: number): Promise<FormDefinition> {
  const form = await findForm(id);
  if (!form || ((!form.enabled || form.protected) && !can(actor, 'cms.open'))) {
    throw new AppError('NOT_FOUND', `No form with id ${id}.`);
  }
  return form;
}

export async function listForms(actor: Actor): Promise<(FormDefinition & { leadCount: number })[]> {
  if (!can(actor, 'leads.read')) assertCan(actor, 'cms.open');
  const db = await getDb();
  const rows = await db.select().from(forms).orderBy(asc(forms.name));
  const counts = await db.select({ formId: leads.formId, n: count() }).from(leads).groupBy(leads.formId);
  const byForm = new Map(counts.map((c) => [c.formId, Number(c.n)]));
  return rows.map((row) => ({ ...toDefinition(row), leadCount: byForm.get(row.id) ?? 0 }));
}

async function assertNameFree(name: string, exceptId?: number): Promise<void> {
  const db = await getDb();
  const [other] = await db.select({ id: forms.id }).from(forms).where(eq(forms.name, name)).limit(1);
  if (other && other.id !== exceptId) {
    throw new AppError('CONFLICT', `A form named ${name} already exists.`, [{ pointer: 'name', detail: 'already taken' }]);
  }
}

export async function createForm(actor: Actor, input: FormInput): Promise<FormDefinition> {
  assertCan(actor, 'forms.manage');
  const checked = formInput.parse(input);
  await assertNameFree(checked.name);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(forms).values(checked).returning();
    await recordAudit(actor, 'form.create', 'form', created!.id, null, checked, tx);
    return created!;
  });
  await invalidateTags(cacheTags.forms);
  return toDefinition(row);
}

/** Replaces a form's definition. With `expectedRevision`, a save over someone else's newer save is 412. */
export async function updateForm(actor: Actor, id: number, input: FormInput, expectedRevision?: number): Promise<FormDefinition> {
  assertCan(actor, 'forms.manage');
  const checked = formInput.parse(input);
  await assertNameFree(checked.name, id);
  const db = await getDb();
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `No form with id ${id}.`);
    if (expectedRevision !== undefined && before.revision !== expectedRevision) {
      throw new AppError('PRECONDITION_FAILED', 'The form was changed by someone else; reload it first.');
    }
    const [after] = await tx
      .update(forms)
      .set({ ...checked, revision: sql`${forms.revision} + 1`, updatedAt: new Date() })
      .where(eq(forms.id, id))
      .returning();
    await recordAudit(actor, 'form.update', 'form', id, before, checked, tx);
    return after!;
  });
  await invalidateTags(cacheTags.forms);
  return toDefinition(row);
}

/** Changes part of a form (its integrations, say) through the same checks as a whole save. */
export async function patchForm(actor: Actor, id: number, change: (form: FormInput) => FormInput): Promise<FormDefinition> {
  const form = await getForm(actor, id);
  return updateForm(actor, id, change(inputOf(form)), form.revision);
}

/** The definition without ids and timestamps: what export writes and import and duplicate take. */
export function inputOf(form: FormDefinition): FormInput {
  return {
    name: form.name,
    type: form.type as FormInput['type'],
    title: form.title,
    enabled: form.enabled,
    protected: form.protected,
    fields: form.fields,
    settings: form.settings,
    integrations: form.integrations,
  };
}

/**
 * Deletes a form that has no leads. A form with leads is refused (409): its leads are personal data
 * someone is waiting on — disable the form, or delete or let retention anonymise the leads first.
 */
export async function deleteForm(actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'forms.manage');
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(forms).where(eq(forms.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', `No form with id ${id}.`);
    const [{ n }] = (await tx.select({ n: count() }).from(leads).where(eq(leads.formId, id))) as [{ n: number }];
    if (Number(n) > 0) {
      throw new AppError('CONFLICT', `The form has ${n} leads; disable it instead, or delete its leads first.`);
    }
    await tx.delete(forms).where(eq(forms.id, id));
    await recordAudit(actor, 'form.delete', 'form', id, before, null, tx);
  });
  await invalidateTags(cacheTags.forms);
}

/** A copy under a new name, disabled until someone switches it on (it has no leads, and no page uses it yet). */
export async function duplicateForm(actor: Actor, id: number, name: string): Promise<FormDefinition> {
  assertCan(actor, 'forms.manage');
  const source = await getForm(actor, id);
  return createForm(actor, { ...inputOf(source), name, title: `${source.title}（コピー）`, enabled: false });
}

/** Imports an exported definition: a new form, or the existing one of that name replaced. */
export async function importForm(actor: Actor, input: FormInput): Promise<{ form: FormDefinition; created: boolean }> {
  assertCan(actor, 'forms.manage');
  const existing = await findForm(input.name);
  if (existing) return { form: await updateForm(actor, existing.id, input), created: false };
  return { form: await createForm(actor, input), created: true };
}
