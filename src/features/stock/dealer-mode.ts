/**
 * Market-dependent stock locator behaviour (site.md §1, §5).
 * - Overseas markets use their own filter defaults (no Japanese used-car price filters).
 * - Dealer mode `overseas` puts the first non-primary button into the primary list.
 */
export type Market = 'default' | 'overseas';

export interface ActionButton {
  id: string;
  primary: boolean;
}

export function arrangeButtons<B extends ActionButton>(buttons: B[], mode: Market): { primary: B[]; secondary: B[] } {
  const primary = buttons.filter((b) => b.primary);
  const secondary = buttons.filter((b) => !b.primary);
  if (mode === 'overseas' && secondary.length) primary.push(secondary.shift()!);
  return { primary, secondary };
}

/** Filter defaults of the overseas version: model, brand, status and price (MSRP), no mileage. */
export const overseasFilterDefaults = {
  brands: true,
  models: true,
  financing_options: true,
  states: false,
  statuses: true,
  msrp_price: true,
  display_price: false,
  mileage: false,
  production_year: false,
  model_year: true,
  power: true,
  engine_types: true,
  transmissions: true,
  colors: true,
  specific_colors: false,
  dealers: true,
  number_of_seats: true,
} as const;
