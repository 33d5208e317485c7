import 'server-only';
import { tradeInOptions } from '@/features/stock/trade-in-options';
import { getT, type Translate } from '@/i18n/i18n';
import { japanDay, type OptionsContext, type OptionValues } from './checkout-options';
import type { Journey } from './journey';
import { checkoutExtras, reservationConfig, type CheckoutExtras } from './reservation-config.server';

export interface OptionsOffer {
  context: OptionsContext;
  extras: CheckoutExtras;
  lists: ReturnType<typeof tradeInOptions>;
}

/** What the options step offers today, with the trade-in option lists named in `t`'s language. */
export async function optionsOffer(journey: Journey, t: Translate = getT('ja'), now = new Date()): Promise<OptionsOffer> {
  const [config, extras] = await Promise.all([reservationConfig(journey), checkoutExtras(journey)]);
  const lists = tradeInOptions(t);
  return {
    extras,
    lists,
    context: {
      financingOptions: config.financing_options,
      servicePacks: extras.servicePacks,
      brands: lists.brands.map((o) => o.value),
      bodyTypes: lists.bodyTypes.map((o) => o.value),
      fuelTypes: lists.fuelTypes.map((o) => o.value),
      tradeIn: extras.tradeIn,
      booking: extras.booking,
      today: japanDay(now),
    },
  };
}

/** A posted form's values, text fields only (service packs may repeat). */
export function optionValuesFromForm(data: FormData): OptionValues {
  const values: OptionValues = {};
  for (const [name, value] of data.entries()) {
    if (typeof value !== 'string' || name.startsWith('$')) continue; // files and React's own fields
    const known = values[name];
    values[name] =
      known === undefined ? value.slice(0, 200) : [...(Array.isArray(known) ? known : [known]), value.slice(0, 200)].slice(0, 20);
  }
  return values;
}
