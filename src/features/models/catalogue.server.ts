import 'server-only';
import { getDb } from '@/db/client.server';
import { cached } from '@/lib/cache.server';
import { cacheTags } from '@/lib/cache-tags';
import { readModelCatalogue } from './catalogue-store.server';
import type { ModelCatalogue } from './types';

/**
 * The whole model catalogue (decision 0056), cached under the `models` tag, which every import
 * invalidates — with the pages rendered from it. Public data: visitors' blocks and the CMS calls
 * read it without a permission.
 */
export function getModelCatalogue(): Promise<ModelCatalogue> {
  return cached('models:catalogue', [cacheTags.models], async () => readModelCatalogue(await getDb()));
}
