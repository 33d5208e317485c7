import { navTreeSchema } from '@/features/navigation/nav-input';
import { getNavTree, replaceNavTree } from '@/features/navigation/navigation.server';
import { apiRoute, json, readJsonBody, requireMutationAccess } from '@/lib/api.server';

/** GET /api/nav_entries — the navigation tree. */
export const GET = apiRoute(async () => json({ data: await getNavTree() }));

/** PUT /api/nav_entries — replace the whole tree (two levels). */
export const PUT = apiRoute(async (request) => {
  requireMutationAccess(request);
  const tree = await readJsonBody(request, navTreeSchema);
  return json({ data: await replaceNavTree(tree) });
});
