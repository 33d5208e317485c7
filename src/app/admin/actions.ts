'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { createApiToken, revokeApiToken } from '@/features/auth/api-tokens.server';
import { currentActor } from '@/features/auth/current-actor.server';
import { allPermissions, roles, type Permission } from '@/features/auth/permissions';
import { createUser, updateUser } from '@/features/auth/users.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

const t = getT('ja');

export interface AdminFormState {
  ok?: string;
  /** Shown once: the new token's secret. */
  secret?: string;
  errors?: Record<string, string>;
  /** What was typed (never a password), so a refused form keeps it: React resets forms after an action. */
  values?: Record<string, string | string[]>;
}

const roleOrNone = z.union([z.enum(roles), z.literal('none')]).transform((r) => (r === 'none' ? null : r));

function refused(error: unknown, fallbackField: string): AdminFormState {
  if (!isAppError(error)) throw error;
  if (error.status === 401 || error.status === 403) return { errors: { form: t('admin.not_allowed') } };
  if (error.status === 409 && error.errors[0]?.pointer === 'email') return { errors: { email: t('admin.email_taken') } };
  if (error.status === 409) return { errors: { form: t('admin.last_admin') } };
  return { errors: { [error.errors[0]?.pointer ?? fallbackField]: t('admin.invalid') } };
}

const newUser = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(t('admin.email_invalid'))),
  name: z.string().trim().min(1, t('admin.name_required')).max(100),
  role: roleOrNone,
  password: z
    .string()
    .transform((p) => (p === '' ? undefined : p))
    .pipe(z.string().min(12, t('admin.password_short')).max(1024).optional()),
});

/** Adds a person; without a password they can sign in only through the company identity provider. */
export async function addUser(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = newUser.safeParse(Object.fromEntries(form));
  const values = { email: String(form.get('email') ?? ''), name: String(form.get('name') ?? ''), role: String(form.get('role') ?? '') };
  if (!parsed.success) {
    return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])), values };
  }
  try {
    await createUser(await currentActor(), parsed.data);
  } catch (error) {
    return { ...refused(error, 'email'), values };
  }
  revalidatePath('/admin');
  return { ok: t('admin.user_added', { email: parsed.data.email }) };
}

/** Changes a person's role, or turns their access off or on again. */
export async function changeUser(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const id = String(form.get('id') ?? '');
  const change = z
    .object({ role: roleOrNone.optional(), disabled: z.enum(['true', 'false']).optional() })
    .safeParse({ role: form.get('role') ?? undefined, disabled: form.get('disabled') ?? undefined });
  if (!change.success || !/^[\w-]{1,64}$/.test(id)) return { errors: { form: t('admin.invalid') } };
  try {
    await updateUser(await currentActor(), id, {
      ...(change.data.role !== undefined ? { role: change.data.role } : {}),
      ...(change.data.disabled !== undefined ? { disabled: change.data.disabled === 'true' } : {}),
    });
  } catch (error) {
    return refused(error, 'form');
  }
  revalidatePath('/admin');
  return { ok: t('admin.saved') };
}

const newToken = z.object({
  name: z.string().trim().min(1, t('admin.name_required')).max(100),
  scopes: z.array(z.enum(allPermissions as [Permission, ...Permission[]])).min(1, t('admin.scopes_required')),
  expires: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
});

/** A named API token with the chosen permissions; its secret is shown on this answer only. */
export async function addToken(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const parsed = newToken.safeParse({ name: form.get('name'), scopes: form.getAll('scopes'), expires: form.get('expires') ?? '' });
  const values = {
    name: String(form.get('name') ?? ''),
    scopes: form.getAll('scopes').map(String),
    expires: String(form.get('expires') ?? ''),
  };
  if (!parsed.success) return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])), values };
  // A date means the end of that day in Japan.
  const expiresAt = parsed.data.expires ? new Date(`${parsed.data.expires}T23:59:59+09:00`) : null;
  try {
    const { secret } = await createApiToken(await currentActor(), { name: parsed.data.name, scopes: parsed.data.scopes, expiresAt });
    revalidatePath('/admin');
    return { ok: t('admin.token_added'), secret };
  } catch (error) {
    return { ...refused(error, 'scopes'), values };
  }
}

export async function revokeToken(_previous: AdminFormState, form: FormData): Promise<AdminFormState> {
  const id = Number(form.get('id'));
  if (!Number.isInteger(id) || id < 1) return { errors: { form: t('admin.invalid') } };
  try {
    await revokeApiToken(await currentActor(), id);
  } catch (error) {
    return refused(error, 'form');
  }
  revalidatePath('/admin');
  return { ok: t('admin.token_revoked') };
}
