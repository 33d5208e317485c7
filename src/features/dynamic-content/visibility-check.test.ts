import { describe, expect, it, vi } from 'vitest';
import type { StrategyKey } from './strategy';
import type { StrategySource } from './verdict';
import { createVisibilityCheck } from './visibility-check';

function checkWith(sources: Partial<Record<StrategyKey, StrategySource>>) {
  const loadSource = vi.fn(async (key: StrategyKey): Promise<StrategySource> => sources[key] ?? { kind: 'unset' });
  const warn = vi.fn();
  return { check: createVisibilityCheck({ loadSource, warn }), loadSource, warn };
}

const models: StrategySource = { kind: 'names', names: new Set(['defender_110']) };

describe('createVisibilityCheck', () => {
  it('shows content without a strategy and loads no source for it', async () => {
    const { check, loadSource } = checkWith({});
    expect(await check(undefined, { onFailure: 'error' })).toBe('show');
    expect(await check({ key: 'model_list' }, { onFailure: 'error' })).toBe('show');
    expect(loadSource).not.toHaveBeenCalled();
  });

  it('loads only the source of the strategy the content names', async () => {
    const { check, loadSource } = checkWith({ model_list: models });
    expect(await check({ key: 'Model List', value: 'Defender 110' }, { onFailure: 'error' })).toBe('show');
    expect(await check({ key: 'model_list', value: 'Discovery' }, { onFailure: 'error' })).toBe('hide');
    expect(loadSource.mock.calls).toEqual([['model_list'], ['model_list']]);
  });

  it('logs "Invalid JSON" for a strategy it cannot read, and ignores it (site.md §5)', async () => {
    const { check, warn, loadSource } = checkWith({ model_list: { kind: 'refused' } });
    expect(await check({ key: 'model_list', value: 42 }, { onFailure: 'error', log: { blockId: 3 } })).toBe('show');
    expect(await check(['model_list', 'Defender'], { onFailure: 'error' })).toBe('show');
    expect(warn).toHaveBeenCalledWith({ blockId: 3, problem: expect.stringContaining('value') }, 'Invalid JSON');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(loadSource).not.toHaveBeenCalled();
  });

  it('shows the fallback when the check failed, and says so in the log', async () => {
    const { check, warn } = checkWith({ reffine_sl: { kind: 'failed' } });
    expect(await check({ key: 'REFFINE_SL', value: 'Defender 110' }, { onFailure: 'error', log: { blockId: 9 } })).toBe('error');
    expect(await check({ key: 'REFFINE_SL', value: 'Defender 110', fallback: 'show' }, { onFailure: 'error' })).toBe('show');
    expect(await check({ key: 'REFFINE_SL', value: 'Defender 110' }, { onFailure: 'hide' })).toBe('hide');
    expect(warn).toHaveBeenCalledWith(
      { blockId: 9, strategy: 'reffine_sl', shown: 'error' },
      'dynamic-content strategy could not be checked: fallback shown',
    );
  });
});
