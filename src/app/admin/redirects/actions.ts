'use server';

import { revalidatePath } from 'next/cache';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { assertCan } from '@/features/auth/assert-can';
import { currentActor } from '@/features/auth/current-actor.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { getPageForEditing } from '@/features/pages/pages.server';
import { movePageToTrash } from '@/features/pages/page-trash.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

const t = getT('ja');
const r = (key: string, values?: Record<string, unknown>) => t(`admin.redirects.${key}`, values);

export interface RedirectFormState {
  ok?: string;
  errors?: Partial<Record<'from' | 'to' | 'form', string>>;
  values?: { from: string; to: string; code: string; live: boolean };
}

function refusal(error: unknown): RedirectFormState['errors'] {
  if (!isAppError(error)) throw error;
  if (error.status === 401 || error.status === 403) return { form: r('not_allowed') };
  if (error.status === 409) return { from: r('from_taken') };
  if (error.status === 404) return { form: r('gone') };
  return { form: r('invalid') };
}

/** The redirect this form may change: never a real page, whatever id is posted. */
async function ownRedirect(id: number) {
  const actor = await currentActor();
  assertCan(actor, 'redirects.manage');
  if (!id) return { actor, existing: null };
  const existing = await getPageForEditing(actor, id);
  if (existing.page.pageType !== 'url_redirection') throw Object.assign(new Error('not a redirect'), { notRedirect: true });
  return { actor, existing };
}

/** Creates or changes a redirect; live at once unless 公開する is unticked. */
export async function saveRedirectAction(_previous: RedirectFormState, form: FormData): Promise<RedirectFormState> {
  const values = {
    from: String(form.get('from') ?? '').trim(),
    to: String(form.get('to') ?? '').trim(),
    code: String(form.get('code') ?? '301'),
    live: form.get('live') === 'on',
  };
  const id = Number(form.get('id') ?? 0);
  const external = /^https?:\/\//i.test(values.to);
  const parsed = pageInputSchema.safeParse({
    path: values.from,
    title: `${values.from} → ${values.to}`.slice(0, 200),
    page_type: 'url_redirection',
    to: values.to,
    http_code: Number(values.code),
    link_type: external ? 'external' : 'internal',
    status: values.live ? 'published' : 'draft',
    blocks: [],
  });
  if (!parsed.success) {
    const errors: RedirectFormState['errors'] = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'path') errors.from ??= r('from_invalid');
      else if (issue.path[0] === 'to') errors.to ??= r('to_invalid');
      else errors.form ??= r('invalid');
    }
    return { errors, values };
  }
  try {
    const { actor, existing } = await ownRedirect(Number.isInteger(id) && id > 0 ? id : 0);
    await savePage(actor, { ...parsed.data, blocks: validatePageBlocks([]) }, existing ? { id: existing.page.id } : {});
  } catch (error) {
    if (error instanceof Error && 'notRedirect' in error) return { errors: { form: r('invalid') }, values };
    return { errors: refusal(error), values };
  }
  revalidatePath('/admin/redirects');
  return { ok: r('saved', { from: parsed.data.path }), values: id ? values : undefined };
}

/** Moves a redirect to the trash (restorable from /cms/trash like any page). */
export async function deleteRedirectAction(_previous: RedirectFormState, form: FormData): Promise<RedirectFormState> {
  const id = Number(form.get('id') ?? 0);
  try {
    const { actor, existing } = await ownRedirect(Number.isInteger(id) && id > 0 ? id : -1);
    if (!existing) return { errors: { form: r('gone') } };
    await movePageToTrash(actor, existing.page.id);
  } catch (error) {
    if (error instanceof Error && 'notRedirect' in error) return { errors: { form: r('invalid') } };
    return { errors: refusal(error) };
  }
  revalidatePath('/admin/redirects');
  return { ok: r('deleted') };
}
