import type { ReactNode } from 'react';
import type { CheckoutDraft } from '@/db/schema';
import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import { saveOptionsAction } from '../checkout.actions';
import {
  bookingTypes,
  bookingWindow,
  oldestRegistration,
  optionFields as f,
  optionValuesOf,
  timeSlots,
  type OptionValues,
} from '../checkout-options';
import type { OptionsOffer } from '../checkout-options.server';
import styles from './options-step.module.css';
import checkoutStyles from './checkout.module.css';

/**
 * The options step: the finance choice, service packs, a trade-in and a visit or delivery. One
 * plain form, so it works without JavaScript; the trade-in and booking details are hidden by CSS
 * (`:has`) until asked for, and the server checks only what was asked for. A refused submission
 * comes back as typed, each wrong field marked and explained.
 */
export function OptionsStep({
  vehicleId,
  draft,
  offer,
  t,
}: {
  vehicleId: number;
  draft: CheckoutDraft;
  offer: OptionsOffer;
  t: Translate;
}) {
  const attempt = draft.options_attempt;
  const values: OptionValues = attempt?.values ?? optionValuesOf(draft.options, draft.finance_option);
  const errors = attempt?.errors ?? {};
  const one = (name: string) => {
    const v = values[name];
    return Array.isArray(v) ? (v[0] ?? '') : (v ?? '');
  };
  const chosen = (name: string, value: string) => {
    const v = values[name];
    return Array.isArray(v) ? v.includes(value) : v === value;
  };
  const errorOf = (name: string) => errors[name];
  const invalid = (name: string) => (errorOf(name) ? { 'aria-invalid': true as const, 'aria-describedby': `${name}-error` } : {});
  const message = (name: string) =>
    errorOf(name) ? (
      <p id={`${name}-error`} className={checkoutStyles.error}>
        {t(`ordering.options.errors.${errorOf(name)}`)}
      </p>
    ) : null;
  const { context, extras, lists } = offer;
  const { first, last } = bookingWindow(context.today);
  const count = Object.keys(errors).length;

  return (
    <form action={saveOptionsAction.bind(null, vehicleId)} className={checkoutStyles.panel} noValidate>
      {count ? (
        <p role="alert" className={checkoutStyles.error}>
          {t('ordering.options.errors.summary', { count })}
        </p>
      ) : null}

      <fieldset className={checkoutStyles.choices} aria-describedby={errorOf(f.financeOption) ? `${f.financeOption}-error` : undefined}>
        <legend>{t('ordering.finance_option')}</legend>
        {context.financingOptions.map((option) => (
          <label key={option} className={checkoutStyles.choice}>
            <input type="radio" name={f.financeOption} value={option} defaultChecked={chosen(f.financeOption, option)} required />
            {t(`ordering.finance_${option}`)}
          </label>
        ))}
        {message(f.financeOption)}
      </fieldset>

      {extras.servicePacks.length ? (
        <fieldset className={checkoutStyles.choices} aria-describedby={errorOf(f.servicePacks) ? `${f.servicePacks}-error` : undefined}>
          <legend>{t('ordering.options.service_packs_optional')}</legend>
          {extras.servicePacks.map((pack) => (
            <label key={pack.key} className={styles.pack}>
              <input type="checkbox" name={f.servicePacks} value={pack.key} defaultChecked={chosen(f.servicePacks, pack.key)} />
              <span>
                <span className={styles.packName}>{pack.name}</span>
                <span className={styles.packPrice}>
                  {pack.price > 0 ? formatYenFull(pack.price, t) : t('ordering.options.free')}
                  {t('ordering.options.tax_included')}
                </span>
                {pack.description ? <span className={styles.packText}>{pack.description}</span> : null}
              </span>
            </label>
          ))}
          {message(f.servicePacks)}
        </fieldset>
      ) : null}

      {extras.tradeIn ? (
        <fieldset className={`${checkoutStyles.choices} ${styles.reveal}`}>
          <legend>{t('ordering.options.trade_in_optional')}</legend>
          <label className={checkoutStyles.choice}>
            <input type="checkbox" name={f.tradeIn} defaultChecked={chosen(f.tradeIn, 'on')} className={styles.toggle} />
            {t('ordering.options.trade_in_ask')}
          </label>
          <div className={styles.details}>
            <p className={checkoutStyles.hint}>{t('ordering.options.trade_in_hint')}</p>
            <div className={styles.grid}>
              <Field label={t('ordering.options.brand')} message={message(f.brand)}>
                <ListSelect
                  name={f.brand}
                  value={one(f.brand)}
                  options={lists.brands}
                  choose={t('ordering.options.choose')}
                  invalid={invalid(f.brand)}
                />
              </Field>
              <Field label={t('ordering.options.model')} message={message(f.model)}>
                <input name={f.model} defaultValue={one(f.model)} maxLength={60} list="trade-in-models" {...invalid(f.model)} />
                <datalist id="trade-in-models">
                  {lists.models.map((o) => (
                    <option key={o.value} value={o.name} />
                  ))}
                </datalist>
              </Field>
              <Field label={t('ordering.options.body_type')} message={message(f.bodyType)}>
                <ListSelect
                  name={f.bodyType}
                  value={one(f.bodyType)}
                  options={lists.bodyTypes}
                  choose={t('ordering.options.choose')}
                  invalid={invalid(f.bodyType)}
                />
              </Field>
              <Field label={t('ordering.options.fuel_type')} message={message(f.fuelType)}>
                <ListSelect
                  name={f.fuelType}
                  value={one(f.fuelType)}
                  options={lists.fuelTypes}
                  choose={t('ordering.options.choose')}
                  invalid={invalid(f.fuelType)}
                />
              </Field>
              <Field label={t('ordering.options.mileage')} message={message(f.mileage)}>
                <span className={styles.unit}>
                  <input name={f.mileage} defaultValue={one(f.mileage)} inputMode="numeric" autoComplete="off" {...invalid(f.mileage)} />
                  km
                </span>
              </Field>
              <Field label={t('ordering.options.registration_date')} message={message(f.registrationDate)}>
                <input
                  type="month"
                  name={f.registrationDate}
                  defaultValue={one(f.registrationDate)}
                  min={oldestRegistration}
                  max={context.today.slice(0, 7)}
                  {...invalid(f.registrationDate)}
                />
              </Field>
              <Field label={t('ordering.options.registration_number')} message={message(f.registrationNumber)}>
                <input
                  name={f.registrationNumber}
                  defaultValue={one(f.registrationNumber)}
                  maxLength={20}
                  placeholder={t('ordering.options.registration_number_example')}
                  {...invalid(f.registrationNumber)}
                />
              </Field>
            </div>
          </div>
        </fieldset>
      ) : null}

      {extras.booking ? (
        <fieldset className={`${checkoutStyles.choices} ${styles.booking}`}>
          <legend>{t('ordering.options.booking_optional')}</legend>
          {bookingTypes.map((type) => (
            <label key={type} className={checkoutStyles.choice}>
              <input
                type="radio"
                name={f.bookingType}
                value={type}
                defaultChecked={chosen(f.bookingType, type) || (type === 'none' && !one(f.bookingType))}
                className={type === 'none' ? styles.noBooking : undefined}
              />
              {t(`ordering.options.booking_choice_${type}`)}
            </label>
          ))}
          <div className={`${styles.details} ${styles.grid}`}>
            <Field label={t('ordering.options.booking_date')} message={message(f.bookingDate)}>
              <input
                type="date"
                name={f.bookingDate}
                defaultValue={one(f.bookingDate)}
                min={first}
                max={last}
                {...invalid(f.bookingDate)}
              />
            </Field>
            <Field label={t('ordering.options.time_slot')} message={message(f.timeSlot)}>
              <ListSelect
                name={f.timeSlot}
                value={one(f.timeSlot)}
                options={timeSlots.map((slot) => ({ value: slot, name: t(`ordering.options.slot_${slot}`) }))}
                choose={t('ordering.options.choose')}
                invalid={invalid(f.timeSlot)}
              />
            </Field>
          </div>
        </fieldset>
      ) : null}

      <div className={checkoutStyles.actions}>
        <button type="submit" className={checkoutStyles.primary}>
          {t('ordering.next')}
        </button>
      </div>
    </form>
  );
}

function Field({ label, message, children }: { label: string; message: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label>
        <span className={styles.label}>{label}</span>
        {children}
      </label>
      {message}
    </div>
  );
}

/** A choice from a list, with an empty "please choose" first (the server names a missing one). */
function ListSelect({
  name,
  value,
  options,
  choose,
  invalid,
}: {
  name: string;
  value: string;
  options: readonly { value: string; name: string }[];
  choose: string;
  invalid: Record<string, unknown>;
}) {
  return (
    <select name={name} defaultValue={value} {...invalid}>
      <option value="">{choose}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </select>
  );
}
