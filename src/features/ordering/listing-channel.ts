/**
 * The listing channel of an order for analytics (site.md §4): new stock is sl-nvl, approved and
 * used stock sl-avl, and the configurator journey sl-nvl-config whatever the car's state.
 */
import type { Journey } from './journey';

export type ListingChannel = 'sl-nvl' | 'sl-avl' | 'sl-nvl-config';

export function listingChannel(state: string, journey: Journey): ListingChannel {
  if (journey === 'configurator') return 'sl-nvl-config';
  return state === 'new' ? 'sl-nvl' : 'sl-avl';
}
