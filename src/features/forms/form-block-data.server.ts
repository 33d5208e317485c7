import 'server-only';
import { getSetting } from '@/features/settings/settings.server';
import { prefectures } from '@/features/stock/dealers.server';
import { findForm } from './forms.server';
import type { FormViewInput } from './form-view';
import { phoneCountries } from './japanese-input';
import { allLocations } from './locations.server';
import { todayInJapan } from './leads.server';

/** What a page needs to show a form: the form, the choices it draws from, and today in Japan. */
export interface FormBlockData {
  form: FormViewInput | null;
  locations: { id: number; name: string }[];
  /** Dealer code → location id (the locations' own codes, then the block's mapping). */
  locationByCode: Record<string, number>;
  prefectures: readonly string[];
  captcha: { provider: 'none' | 'recaptcha' | 'turnstile'; site_key: string | null };
  phoneCountries: { code: string; name: string; callingCode: string }[];
  today: string;
}

let countries: FormBlockData['phoneCountries'] | undefined;

/**
 * Loads the form a block names (id or unique name). A disabled or missing form gives `form: null`:
 * the page shows "not available" instead of failing. Pages with forms are cached like any page and
 * re-rendered when a form or location changes (cache tag `forms`).
 */
export async function loadFormBlockData(formRef: string, locationMapping: Record<string, unknown> = {}): Promise<FormBlockData> {
  const ref = formRef.trim();
  const found = /^\d+$/.test(ref) ? await findForm(Number(ref)) : await findForm(ref);
  const locations = await allLocations();
  const locationByCode: Record<string, number> = {};
  for (const l of locations) if (l.dealerCode) locationByCode[l.dealerCode] = l.id;
  for (const [code, id] of Object.entries(locationMapping)) {
    if (typeof id === 'number' && locations.some((l) => l.id === id)) locationByCode[code] = id;
  }
  countries ??= phoneCountries('ja');
  return {
    form:
      found && found.enabled && !found.protected
        ? { id: found.id, name: found.name, title: found.title, fields: found.fields, settings: found.settings }
        : null,
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    locationByCode,
    prefectures,
    captcha: await getSetting('forms.captcha'),
    phoneCountries: countries,
    today: todayInJapan(),
  };
}
