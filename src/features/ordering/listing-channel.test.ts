import { describe, expect, it } from 'vitest';
import { listingChannel } from './listing-channel';

describe('listingChannel', () => {
  it('is sl-nvl for new, sl-avl for approved and used, sl-nvl-config for the configurator journey', () => {
    expect(listingChannel('new', 'standard')).toBe('sl-nvl');
    expect(listingChannel('approved', 'standard')).toBe('sl-avl');
    expect(listingChannel('used', 'standard')).toBe('sl-avl');
    expect(listingChannel('used', 'configurator')).toBe('sl-nvl-config');
    expect(listingChannel('new', 'configurator')).toBe('sl-nvl-config');
  });
});
