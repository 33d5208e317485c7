'use server';

import { revalidatePath } from 'next/cache';
import { currentActor } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { navTreeSchema } from '@/features/navigation/nav-input';
import { getNavTree, replaceNavTree, type NavItem } from '@/features/navigation/navigation.server';
import { navIssueReason, toEditTree, toNavInput, type PointerError } from '@/features/navigation/nav-tree-edit';
import { getT } from '@/i18n/i18n';
import { isAppError } from '@/lib/app-error';

const t = getT('ja');

export type NavSaveResult =
  { ok: true; message: string; tree: NavItem[] } | { ok: false; message: string; errors: PointerError[]; stale?: boolean };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the whole navigation from the tree editor. `basis` is the navigation the editor started
 * from: when somebody else saved in between, nothing is overwritten and the editor says so.
 * Refusals come back as Japanese reasons with `tree.2.children.0.url`-style pointers.
 */
export async function saveNavigation(tree: unknown, basis: unknown): Promise<NavSaveResult> {
  const actor = await currentActor();
  // replaceNavTree asks again; asking first keeps the reasons below from people who may not save.
  if (!can(actor, 'navigation.manage')) return { ok: false, message: t('admin.not_allowed'), errors: [] };
  const parsed = navTreeSchema.safeParse(tree);
  if (!parsed.success) {
    return {
      ok: false,
      message: t('admin.navigation.refused'),
      errors: parsed.error.issues.map((issue) => ({
        pointer: ['tree', ...issue.path.map(String)].join('.'),
        message: t(`admin.navigation.error.${navIssueReason(issue)}`),
      })),
    };
  }
  try {
    const current = toNavInput(toEditTree(await getNavTree(), () => ''));
    if (!same(current, basis)) return { ok: false, message: t('admin.navigation.stale'), errors: [], stale: true };
    const saved = await replaceNavTree(actor, parsed.data);
    revalidatePath('/admin/navigation');
    revalidatePath('/lrdx-navigation-test');
    return { ok: true, message: t('admin.navigation.saved'), tree: saved };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 401 || error.status === 403) return { ok: false, message: t('admin.not_allowed'), errors: [] };
    return {
      ok: false,
      message: t('admin.navigation.refused'),
      errors: error.errors.map((e) => ({
        pointer: e.pointer.startsWith('tree') ? e.pointer : `tree.${e.pointer}`,
        message: t('admin.navigation.error.invalid'),
      })),
    };
  }
}
