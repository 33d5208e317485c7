/**
 * The two journeys of site.md §4: standard (a car from the stock list) and configurator (a car
 * built in the configurator, reached with `config_url`). The configurator journey reads the config
 * types with the `config_` prefix (`config_cash`, `config_additional`), falling back to the
 * standard ones, and its orders count for analytics as sl-nvl-config.
 */
export type Journey = 'standard' | 'configurator';

export function journeyOf(draft: { config_url?: string } | undefined): Journey {
  return draft?.config_url ? 'configurator' : 'standard';
}

/** The config types to read for `type` on this journey, the one to prefer first. */
export function configTypesFor(type: string, journey: Journey): string[] {
  return journey === 'configurator' ? [`config_${type}`, type] : [type];
}
