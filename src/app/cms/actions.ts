'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { currentActor } from '@/features/auth/current-actor.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { duplicatePage, moveProblems, movePage } from '@/features/pages/page-tree.server';
import { movePageToTrash, purgeFromTrash, restoreFromTrash } from '@/features/pages/page-trash.server';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

export interface NewPageState {
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string; page_type?: string };
}

const t = getT('ja');

/** Creates an empty draft page (editors may: nothing goes live) and opens it in the editor. */
export async function createDraftPage(_previous: NewPageState, form: FormData): Promise<NewPageState> {
  const pageType = form.get('page_type') === 'folder' ? 'folder' : 'page';
  const values = { path: String(form.get('path') ?? '').trim(), title: String(form.get('title') ?? '').trim(), page_type: pageType };
  const parsed = pageInputSchema.safeParse({ ...values, status: 'draft', blocks: [] });
  if (!parsed.success) {
    const errors: NewPageState['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'path') errors.path ??= t('cms.new_page.path_invalid');
      if (field === 'title') errors.title ??= t('cms.new_page.title_required');
    }
    return { errors, values };
  }
  let id: number;
  try {
    const saved = await savePage(await currentActor(), { ...parsed.data, blocks: validatePageBlocks([]) });
    id = saved.page.id;
  } catch (error) {
    if (isAppError(error) && error.status === 409) return { errors: { path: t('cms.new_page.path_taken') }, values };
    if (isAppError(error) && (error.status === 401 || error.status === 403))
      return { errors: { form: t('cms.new_page.not_allowed') }, values };
    throw error;
  }
  redirect(`/cms/pages/${id}`);
}

export interface TreeActionState {
  ok?: string;
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string; redirect?: boolean };
}

/** The Japanese reason for a refused tree change, on the field it concerns. */
function treeRefusal(error: unknown): TreeActionState['errors'] {
  if (!isAppError(error)) throw error;
  if (error.status === 401 || error.status === 403) return { form: t('cms.tree.not_allowed') };
  if (error.status === 409) return { path: t('cms.new_page.path_taken') };
  if (error.status === 412) return { form: t('cms.tree.stale') };
  if (error.status === 404) return { form: t('cms.tree.gone') };
  const pointer = error.errors[0]?.pointer;
  if (pointer === 'title') return { title: t('cms.new_page.title_required') };
  if (error.errors[0]?.detail === moveProblems.homeStays) return { path: t('cms.tree.home_stays') };
  if (error.errors[0]?.detail === moveProblems.notUnderItself) return { path: t('cms.tree.not_under_itself') };
  return { path: t('cms.new_page.path_invalid') };
}

function treeValues(form: FormData) {
  return {
    path: String(form.get('path') ?? '').trim(),
    title: String(form.get('title') ?? '').trim(),
    redirect: form.get('redirect') === 'on',
  };
}

function pageIdOf(form: FormData): number {
  const id = Number(form.get('id'));
  return Number.isInteger(id) && id > 0 ? id : 0;
}

/** Renames and/or moves a page (and the pages under it), optionally leaving 301s behind. */
export async function movePageAction(_previous: TreeActionState, form: FormData): Promise<TreeActionState> {
  const values = treeValues(form);
  const revision = Number(form.get('revision'));
  try {
    const outcome = await movePage(
      await currentActor(),
      pageIdOf(form),
      values,
      Number.isInteger(revision) && revision > 0 ? revision : null,
    );
    revalidatePath('/cms');
    return { ok: t('cms.tree.moved', { count: outcome.moved, redirects: outcome.redirects }), values };
  } catch (error) {
    return { errors: treeRefusal(error), values };
  }
}

/** Copies a page into a new draft page and opens the copy in the editor. */
export async function duplicatePageAction(_previous: TreeActionState, form: FormData): Promise<TreeActionState> {
  const values = treeValues(form);
  let id: number;
  try {
    id = (await duplicatePage(await currentActor(), pageIdOf(form), values)).id;
  } catch (error) {
    return { errors: treeRefusal(error), values };
  }
  redirect(`/cms/pages/${id}`);
}

/** Moves a page (with the pages under it) to the trash; the list says so and links to the trash. */
export async function trashPageAction(_previous: TreeActionState, form: FormData): Promise<TreeActionState> {
  const revision = Number(form.get('revision'));
  let title: string;
  try {
    title = (await movePageToTrash(await currentActor(), pageIdOf(form), Number.isInteger(revision) && revision > 0 ? revision : null))
      .title;
  } catch (error) {
    return { errors: treeRefusal(error) };
  }
  revalidatePath('/cms');
  redirect(`/cms?trashed=${encodeURIComponent(title)}`);
}

/** Puts a trashed page back, under another path when its own was taken meanwhile. */
export async function restorePageAction(_previous: TreeActionState, form: FormData): Promise<TreeActionState> {
  const path = String(form.get('path') ?? '').trim();
  const values = { path, title: '' };
  let restored: { pageId: number; path: string };
  try {
    restored = await restoreFromTrash(await currentActor(), pageIdOf(form), path ? { path } : {});
  } catch (error) {
    return { errors: treeRefusal(error), values };
  }
  revalidatePath('/cms');
  // The row leaves the list: the message goes with the next screen, not with the row.
  redirect(`/cms/trash?restored=${encodeURIComponent(restored.path)}&id=${restored.pageId}`);
}

/** Deletes a trash entry for good. */
export async function purgeTrashAction(_previous: TreeActionState, form: FormData): Promise<TreeActionState> {
  if (form.get('confirm') !== 'on') return { errors: { form: t('cms.trash.confirm_needed') } };
  try {
    await purgeFromTrash(await currentActor(), pageIdOf(form));
  } catch (error) {
    return { errors: treeRefusal(error) };
  }
  redirect('/cms/trash?purged=1');
}
