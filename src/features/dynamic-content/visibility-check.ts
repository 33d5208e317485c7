import { readStrategy, type StrategyKey } from './strategy';
import { verdictOf, visibilityOf, type StrategySource, type Visibility } from './verdict';

/**
 * Decides whether a block or a quick-link item with a `dc_strategy` is shown (docs/decisions/0048).
 * Only the strategy the content names has its source loaded, so content without a strategy costs
 * nothing. `loadSource` is the server's (settings and the outbound fetch) or a test's fixed data.
 */
export interface VisibilityCheckDeps {
  loadSource(key: StrategyKey): Promise<StrategySource>;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface VisibilityContext {
  /** What a failed check shows when the strategy names no fallback. */
  onFailure: 'error' | 'hide';
  /** Says which content this is, in the logs (block id and template, or the item). */
  log?: Record<string, unknown>;
}

export type VisibilityCheck = (rawStrategy: unknown, context: VisibilityContext) => Promise<Visibility>;

export function createVisibilityCheck({ loadSource, warn }: VisibilityCheckDeps): VisibilityCheck {
  return async (rawStrategy, { onFailure, log = {} }) => {
    const reading = readStrategy(rawStrategy);
    if (reading.kind === 'none') return 'show';
    if (reading.kind === 'invalid') {
      // site.md §5: "Strategy JSON failure logs 'Invalid JSON'"; the strategy is ignored.
      warn({ ...log, problem: reading.problem }, 'Invalid JSON');
      return 'show';
    }
    const verdict = verdictOf(reading.value, await loadSource(reading.key));
    const visibility = visibilityOf(verdict, reading.fallback, onFailure);
    if (verdict === 'failed')
      warn({ ...log, strategy: reading.key, shown: visibility }, 'dynamic-content strategy could not be checked: fallback shown');
    return visibility;
  };
}
