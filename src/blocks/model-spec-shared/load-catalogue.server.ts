import 'server-only';
import { getModelCatalogue } from '@/features/models/catalogue.server';
import type { ModelCatalogue } from '@/features/models/types';
import { logger } from '@/lib/logger.server';
import type { LoadContext } from '../types';
import type { CatalogueProblem } from './derivative-view';

/**
 * A model block's loader: the cached catalogue (decision 0056), the block's own pick from it, and a
 * warning for every key that names nothing — keys are checked on save, so this is a model removed
 * from the catalogue since, which visitors must not see half-rendered.
 */
export async function loadFromCatalogue<T>(
  context: LoadContext,
  pick: (catalogue: ModelCatalogue) => T,
  problemsOf: (picked: T) => CatalogueProblem[],
): Promise<T> {
  const picked = pick(await getModelCatalogue());
  for (const problem of problemsOf(picked)) {
    logger.warn(
      { blockId: context.blockId, pagePath: context.pagePath, problem },
      'model block names what the model catalogue does not have',
    );
  }
  return picked;
}

/** `problemsOf` for a single pick. */
export const problemOf = (picked: { ok: true } | { ok: false; problem: CatalogueProblem }): CatalogueProblem[] =>
  picked.ok ? [] : [picked.problem];
