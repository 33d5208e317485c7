import { describe, expect, it, vi } from 'vitest';
import { isExitIntentPath, isTopExit } from './exit-intent-rules';

describe('isExitIntentPath', () => {
  it('allows every page when the whitelist is empty, minus the blacklist', () => {
    expect(isExitIntentPath('/models', { whitelist: [], blacklist: [] })).toBe(true);
    expect(isExitIntentPath('/stock', { whitelist: [], blacklist: ['/stock*'] })).toBe(false);
  });

  it('needs a whitelist match and no blacklist match', () => {
    const lists = { whitelist: ['/models/*'], blacklist: ['/models/:model/order'] };
    expect(isExitIntentPath('/models/defender', lists)).toBe(true);
    expect(isExitIntentPath('/models/defender/order', lists)).toBe(false);
    expect(isExitIntentPath('/about', lists)).toBe(false);
  });

  it('reports invalid patterns, which match nothing', () => {
    const onInvalid = vi.fn();
    expect(isExitIntentPath('/about', { whitelist: ['(about'], blacklist: [] }, onInvalid)).toBe(false);
    expect(isExitIntentPath('/about', { whitelist: [], blacklist: ['(about'] }, onInvalid)).toBe(true);
    expect(onInvalid).toHaveBeenCalledTimes(2);
  });
});

describe('isTopExit', () => {
  it('is the pointer leaving the document through the top edge', () => {
    expect(isTopExit({ clientY: 0, relatedTarget: null })).toBe(true);
    expect(isTopExit({ clientY: -3, relatedTarget: null })).toBe(true);
  });

  it('is not a move between elements, nor leaving through a side or the bottom', () => {
    expect(isTopExit({ clientY: 0, relatedTarget: {} })).toBe(false);
    expect(isTopExit({ clientY: 400, relatedTarget: null })).toBe(false);
  });
});
