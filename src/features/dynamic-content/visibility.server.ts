import 'server-only';
import { logger } from '@/lib/logger.server';
import { loadStrategySource } from './sources.server';
import { createVisibilityCheck, type VisibilityCheck } from './visibility-check';

/**
 * The dynamic-content check of the site (docs/decisions/0048): evaluated on the server while the
 * page renders, from sources kept per instance, so visitors get the final page at once.
 */
export const dynamicContentVisibility: VisibilityCheck = createVisibilityCheck({
  loadSource: loadStrategySource,
  warn: (details, message) => logger.warn(details, message),
});

/** The items whose strategy lets them show (quick links): a failed check hides an item unless its fallback says show. */
export async function visibleItems<T extends { dc_strategy?: unknown }>(items: readonly T[], what: string): Promise<T[]> {
  const verdicts = await Promise.all(
    items.map((item, index) => dynamicContentVisibility(item.dc_strategy, { onFailure: 'hide', log: { content: what, index } })),
  );
  return items.filter((_, index) => verdicts[index] === 'show');
}
