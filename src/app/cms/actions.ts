'use server';

import { redirect } from 'next/navigation';
import { validatePageBlocks } from '@/blocks/validate-page-blocks';
import { currentActor } from '@/features/auth/current-actor.server';
import { savePage } from '@/features/pages/page-editing.server';
import { pageInputSchema } from '@/features/pages/page-input';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

export interface NewPageState {
  errors?: Partial<Record<'path' | 'title' | 'form', string>>;
  values?: { path: string; title: string };
}

const t = getT('ja');

/** Creates an empty draft page (editors may: nothing goes live) and opens it in the editor. */
export async function createDraftPage(_previous: NewPageState, form: FormData): Promise<NewPageState> {
  const values = { path: String(form.get('path') ?? '').trim(), title: String(form.get('title') ?? '').trim() };
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
