import type { Translate } from '@/i18n/i18n';
import { attachableTypes, isDisplayed, localise, type FormField, type TextFormat } from './definition';
import { defaultFileLimitKb, fileLimitText, fileTypeLabel } from './file-type';
import type { FormBlockData } from './form-block-data.server';

/**
 * Everything the form island needs, translated and resolved on the server (the browser gets no
 * i18n runtime and no form definition schema): labels, choices, limits, texts.
 */

export interface FieldView {
  name: string;
  type: FormField['type'];
  format: TextFormat;
  label: string;
  required: boolean;
  placeholder: string;
  help: string;
  autocomplete?: string;
  options: { value: string; label: string }[];
  half: boolean;
  maxLength?: number;
  accept?: string;
  fileHint?: string;
  /** Date fields: the first and last day that may be picked (YYYY-MM-DD). */
  minDate?: string;
  maxDate?: string;
  defaultCountry: string;
  defaultValue: string;
  fills?: { state?: string; locality?: string };
}

export interface FormView {
  formId: number;
  name: string;
  fields: FieldView[];
  /** Hidden, dynamic and ga_client_id boxes: sent, never shown. */
  hidden: { name: string; value: string; kind: FormField['box_type'] }[];
  consent: { purpose: string; label: string; policyPath: string; policyLabel: string; purposeHeading: string };
  marketing: { label: string } | null;
  captcha: { provider: 'recaptcha' | 'turnstile'; siteKey: string } | null;
  phoneCountries: { code: string; name: string; callingCode: string }[];
  texts: {
    required: string;
    optional: string;
    submit: string;
    sending: string;
    choose: string;
    honeypot: string;
    phoneCountry: string;
    phoneCountrySearch: string;
    countryNoMatch: string;
    countryShowAll: string;
    calendarOpen: string;
    /** The calendar dialog's name, with {{label}} for the field's label. */
    calendarDialog: string;
    calendarPrevious: string;
    calendarNext: string;
    postcodePick: string;
    postcodeNone: string;
    postcodeFound: string;
    errorSummary: string;
    thankYouTitle: string;
    thankYouMessage: string;
    reference: string;
    errorTitle: string;
    errorMessage: string;
    tryAgain: string;
  };
  redirectPath: string | null;
}

export interface FormViewInput {
  id: number;
  name: string;
  /** The form's title (headings of the modal and of /forms/{name}). */
  title?: string;
  fields: FormField[];
  settings: {
    thank_you: { title?: { ja: string; en?: string }; message?: { ja: string; en?: string }; redirect_path?: string };
    privacy: { purpose?: { ja: string; en?: string }; policy_path: string };
    marketing_opt_in: { enabled: boolean; label?: { ja: string; en?: string } };
    captcha: boolean;
  };
}

function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function buildFormView(
  form: FormViewInput,
  options: {
    t: Translate;
    language: 'ja' | 'en';
    today: string;
    prefectures: readonly string[];
    locations: { id: number; name: string }[];
    captcha: { provider: 'none' | 'recaptcha' | 'turnstile'; site_key: string | null };
    phoneCountries: { code: string; name: string; callingCode: string }[];
    /** The block's form_hidden_field_mapping: values for hidden fields by name. */
    hiddenValues?: Record<string, string>;
    /** Choices a block offers of a field (the offers block's interest booleans); others are left out. */
    onlyOptions?: Record<string, readonly string[]>;
    /** A block's own failure texts (offers: error_text, error_button_text). */
    failure?: { message?: string; retry?: string };
  },
): FormView {
  const { t, language } = options;
  const fields: FieldView[] = form.fields.filter(isDisplayed).map((field) => {
    const choices =
      field.options_source === 'prefectures'
        ? options.prefectures.map((p) => ({ value: p, label: p }))
        : field.options_source === 'locations'
          ? options.locations.map((l) => ({ value: String(l.id), label: l.name }))
          : (field.options ?? []).map((o) => ({ value: o.value, label: localise(o.label, language) }));
    const only = options.onlyOptions?.[field.name];
    const accept = field.accept ?? attachableTypes;
    const view: FieldView = {
      name: field.name,
      type: field.type,
      format: field.format,
      label: localise(field.label, language),
      required: field.rules.required,
      placeholder: localise(field.placeholder, language),
      help: localise(field.help, language),
      options: only ? choices.filter((c) => only.includes(c.value)) : choices,
      half: field.width === 'half',
      defaultCountry: field.default_country,
      defaultValue: field.default_value ?? '',
    };
    if (field.autocomplete) view.autocomplete = field.autocomplete;
    if (field.rules.max !== undefined && (field.type === 'text' || field.type === 'textarea')) view.maxLength = field.rules.max;
    if (field.type === 'file') {
      view.accept = accept.join(',');
      view.fileHint = t('forms.file_hint', {
        types: accept.map((a) => fileTypeLabel[a]).join('・'),
        limit: fileLimitText(field.rules.size ?? defaultFileLimitKb),
      });
    }
    if (field.type === 'date') {
      if (field.days_from !== undefined) view.minDate = addDays(options.today, field.days_from);
      if (field.days_to !== undefined) view.maxDate = addDays(options.today, field.days_to);
    }
    if (field.fills) view.fills = field.fills;
    return view;
  });

  const hidden = form.fields
    .filter((f) => !isDisplayed(f))
    .map((f) => ({ name: f.name, value: options.hiddenValues?.[f.name] ?? f.default_value ?? '', kind: f.box_type }));

  const thankYou = form.settings.thank_you;
  return {
    formId: form.id,
    name: form.name,
    fields,
    hidden,
    consent: {
      purpose: localise(form.settings.privacy.purpose, language) || t('forms.purpose_default'),
      label: t('forms.consent_label'),
      policyPath: form.settings.privacy.policy_path,
      policyLabel: t('forms.policy_link'),
      purposeHeading: t('forms.purpose_heading'),
    },
    marketing: form.settings.marketing_opt_in.enabled
      ? { label: localise(form.settings.marketing_opt_in.label, language) || t('forms.marketing_default') }
      : null,
    captcha:
      form.settings.captcha && options.captcha.provider !== 'none' && options.captcha.site_key
        ? { provider: options.captcha.provider, siteKey: options.captcha.site_key }
        : null,
    phoneCountries: fields.some((f) => f.type === 'telephone') ? options.phoneCountries : [],
    texts: {
      required: t('forms.required_mark'),
      optional: t('forms.optional_mark'),
      submit: t('forms.submit'),
      sending: t('forms.sending'),
      choose: t('forms.choose_placeholder'),
      honeypot: t('forms.honeypot_label'),
      phoneCountry: t('forms.phone_country'),
      phoneCountrySearch: t('forms.phone_country_search'),
      countryNoMatch: t('forms.country_no_match'),
      countryShowAll: t('forms.country_show_all'),
      calendarOpen: t('forms.calendar_open'),
      calendarDialog: t('forms.calendar_dialog', { label: '{{label}}' }),
      calendarPrevious: t('forms.calendar_previous'),
      calendarNext: t('forms.calendar_next'),
      postcodePick: t('forms.postcode_pick'),
      postcodeNone: t('forms.postcode_none'),
      postcodeFound: t('forms.postcode_found', { place: '{{place}}' }),
      errorSummary: t('forms.error_summary', { count: '{{count}}' as unknown as number }),
      thankYouTitle: localise(thankYou.title, language) || t('forms.thank_you_title'),
      thankYouMessage: localise(thankYou.message, language) || t('forms.thank_you_message'),
      reference: t('forms.reference', { id: '{{id}}' }),
      errorTitle: t('forms.inquiry_error_title'),
      errorMessage: options.failure?.message || t('forms.inquiry_error_message'),
      tryAgain: options.failure?.retry || t('forms.try_again'),
    },
    redirectPath: thankYou.redirect_path ?? null,
  };
}

/** The string values of a block's JSON mapping field (anything else an editor typed is ignored). */
export function stringValues(value: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** What a block adds to its form's view: hidden values, the choices it offers, its failure texts. */
export type FormViewExtras = Pick<Parameters<typeof buildFormView>[1], 'hiddenValues' | 'onlyOptions' | 'failure'>;

/** The loaded form, translated for the page (null when it is missing or closed). */
export function formViewOf(data: FormBlockData, t: Translate, extras: FormViewExtras = {}): FormView | null {
  if (!data.form) return null;
  return buildFormView(data.form, {
    t,
    language: 'ja',
    today: data.today,
    prefectures: data.prefectures,
    locations: data.locations,
    captcha: data.captcha,
    phoneCountries: data.phoneCountries,
    ...extras,
  });
}
