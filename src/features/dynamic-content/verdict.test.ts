import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Offer } from '@/features/offers/offer';
import { normaliseValue } from './strategy';
import { amongNames, matchesAnOffer, verdictOf, visibilityOf, type StrategySource } from './verdict';

const names = (...list: string[]): StrategySource => ({ kind: 'names', names: new Set(list.map(normaliseValue)) });
const offers: Offer[] = [
  { car_model_key: 'defender_110', category: 'suv', title: '特別低金利', apr: 1.9, featured: true },
  { car_model_key: 'range_rover_evoque', category: 'compact suv', apr: 2.9, featured: false, note: null },
];

describe('the model-name strategies (model list, external, REFFINE_SL)', () => {
  it('show when the model list is missing, whatever the value', () => {
    expect(verdictOf('Defender 110', { kind: 'unset' })).toBe('show');
  });

  it('show a value among the allowed names, compared case-insensitively with spaces as underscores', () => {
    const source = names('Defender 110', 'range_rover_sport');
    expect(verdictOf('defender_110', source)).toBe('show');
    expect(verdictOf('RANGE ROVER SPORT', source)).toBe('show');
    expect(verdictOf('Discovery', source)).toBe('hide');
  });

  it('show a list of values when any of them is allowed', () => {
    expect(verdictOf(['Discovery', 'Defender 110'], names('defender_110'))).toBe('show');
    expect(verdictOf(['Discovery', 'Evoque'], names('defender_110'))).toBe('hide');
  });

  it('hide everything when the result is empty ("needs a non-empty result")', () => {
    expect(verdictOf('Defender 110', names())).toBe('hide');
  });

  it('hide when the strategy lacks its settings, and fail when its source never answered', () => {
    expect(verdictOf('Defender 110', { kind: 'refused' })).toBe('hide');
    expect(verdictOf('Defender 110', { kind: 'failed' })).toBe('failed');
  });

  it('match any spelling of an allowed name (property)', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.boolean(), (ws, upper) => {
        const allowed = new Set([normaliseValue(ws.join('_'))]);
        const typed = upper ? ws.join(' ').toUpperCase() : ` ${ws.join(' ')} `;
        return amongNames(typed, allowed);
      }),
    );
  });
});

describe('the offers strategy', () => {
  it('hides when the offer list is empty, whatever is asked', () => {
    expect(verdictOf('suv', { kind: 'offers', offers: [] })).toBe('hide');
    expect(verdictOf({ car_model_key: 'defender_110' }, { kind: 'offers', offers: [] })).toBe('hide');
  });

  it('reads a string value as a category', () => {
    expect(matchesAnOffer('SUV', offers)).toBe(true);
    expect(matchesAnOffer('Compact SUV', offers)).toBe(true);
    expect(matchesAnOffer('compact_suv', offers)).toBe(true);
    expect(matchesAnOffer('sedan', offers)).toBe(false);
    expect(matchesAnOffer(['sedan', 'compact suv'], offers)).toBe(true);
  });

  it('needs every given field to match one and the same offer', () => {
    expect(matchesAnOffer({ car_model_key: 'Defender 110', category: 'SUV' }, offers)).toBe(true);
    // Each field matches some offer, but no single offer has both.
    expect(matchesAnOffer({ car_model_key: 'defender_110', category: 'compact suv' }, offers)).toBe(false);
    expect(matchesAnOffer({ car_model_key: 'range_rover_evoque', apr: 2.9, featured: false }, offers)).toBe(true);
    expect(matchesAnOffer({ car_model_key: 'range_rover_evoque', featured: true }, offers)).toBe(false);
  });

  it('never matches a field an offer lacks or leaves empty', () => {
    expect(matchesAnOffer({ colour: 'white' }, offers)).toBe(false);
    expect(matchesAnOffer({ note: 'null' }, offers)).toBe(false);
    expect(matchesAnOffer({ toString: 'x' }, offers)).toBe(false);
  });

  it('compares field values lower-cased with spaces as underscores (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{1,6}( [A-Za-z]{1,6}){0,2}$/), (category) => {
        const list: Offer[] = [{ car_model_key: 'x', category: category.toUpperCase() }];
        return matchesAnOffer(category.toLowerCase().replace(/ /g, '_'), list) && matchesAnOffer({ category }, list);
      }),
    );
  });
});

describe('visibilityOf (site.md §4: a failed check shows the block fallback)', () => {
  it('passes a checked verdict through', () => {
    expect(visibilityOf('show', 'hide', 'error')).toBe('show');
    expect(visibilityOf('hide', 'show', 'error')).toBe('hide');
  });

  it('shows the block error for a failed check, unless the strategy names a fallback', () => {
    expect(visibilityOf('failed', undefined, 'error')).toBe('error');
    expect(visibilityOf('failed', 'show', 'error')).toBe('show');
    expect(visibilityOf('failed', true, 'error')).toBe('show');
    expect(visibilityOf('failed', 'Hide', 'error')).toBe('hide');
    expect(visibilityOf('failed', false, 'error')).toBe('hide');
    expect(visibilityOf('failed', 'something else', 'error')).toBe('error');
  });

  it('hides a quick-link item whose check failed unless its fallback says show', () => {
    expect(visibilityOf('failed', undefined, 'hide')).toBe('hide');
    expect(visibilityOf('failed', 'show', 'hide')).toBe('show');
  });
});
