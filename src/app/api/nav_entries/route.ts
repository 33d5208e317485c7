import { navTreeSchema } from '@/features/navigation/nav-input';
import { getNavTree, replaceNavTree } from '@/features/navigation/navigation.server';
import { authorize } from '@/features/auth/access.server';
import { apiRoute, json, readJsonBody } from '@/lib/api.server';

/** GET /api/nav_entries — the navigation tree. */
export const GET = apiRoute(async () => json({ data: await getNavTree() }));

/** PUT /api/nav_entries — replace the whole tree (two levels). */
export const PUT = apiRoute(async (request) => {
  const actor = await authorize(request, 'navigation.manage');
  const tree = await readJsonBody(request, navTreeSchema);
  return json({ data: await replaceNavTree(actor, tree) });
});
