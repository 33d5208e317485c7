'use client';

import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import formStyles from '@/features/forms/components/lead-form.module.css';
import { headingLevels, type HeadingLevel } from '@/ui/heading';
import { trackEvent } from '@/features/analytics/track';
import { useAfterPaint } from '@/lib/use-after-paint';
import {
  availableVehicles,
  dateWindow,
  formatDay,
  rentalDays,
  startingChoices,
  todayInJapan,
  type RentExtraItem,
  type RentLocation,
} from './booking';
import { bookingView, placeAddress, placeDistance, placeName } from './booking-view';
import { ExtrasList } from './extras-step.client';
import { Estimate, InquiryOverlay, type InquiryConfig } from './inquiry-overlay.client';
import { RentDateField } from './rent-date-field.client';
import {
  checkSearch,
  customPlaceValue,
  emptySearch,
  searchFieldOrder,
  type SearchField,
  type SearchInput,
  type SearchProblem,
  type SearchResult,
} from './search';
import { fill, type RentTexts } from './texts';
import { dailyText, VehicleList, type RentVehicleView } from './vehicle-step.client';
import styles from './rent-a-car.module.css';

export interface RentIslandSettings {
  allowDifferentDropoff: boolean;
  allowCustomPickup: boolean;
  allowCustomDropoff: boolean;
  distanceUnit: 'km' | 'mi';
  disabledDays: number[];
  dateLocale: string;
  dateOptions: Intl.DateTimeFormatOptions;
  minDaysAhead: number;
  maxDaysAhead: number;
  maxRentalDays: number;
}

export interface RentACarProps {
  /** The level of the steps' headings (one below the block's title). */
  headingLevel: HeadingLevel;
  styling: 'grid' | 'list';
  texts: RentTexts;
  locations: RentLocation[];
  vehicles: RentVehicleView[];
  extras: RentExtraItem[];
  settings: RentIslandSettings;
  /** Today in Japan when the page was rendered; the browser's own day replaces it. */
  today: string;
  locationDisclaimer: string;
  summaryTemplate: string;
  /** Null when the contact form is missing or closed: the tool still shows cars and prices. */
  inquiry: InquiryConfig | null;
}

type Step = 'search' | 'vehicle' | 'extras';

/** Today changes too rarely to watch: read once per render. */
const noSubscription = () => () => undefined;

/** Google Maps at the location's coordinates (a plain link: nothing loads until the visitor follows it). */
function mapUrl(location: RentLocation): string {
  return `https://www.google.com/maps/search/?api=1&query=${location.coordinates.lat},${location.coordinates.lng}`;
}

/**
 * Rent a Car (blocks.md §2.18, §4; decision 0067). Search — pick-up place, a different drop-off
 * when allowed, dates with the disabled weekdays refused — then the cars of those places, then
 * extras with the estimate, then the inquiry overlay. Each step's heading takes focus when it
 * opens; counts and totals are announced (aria-live).
 */
export function RentACar(props: RentACarProps) {
  const { texts, locations, vehicles, extras, settings } = props;
  const id = useId();
  // The page may come from the cache: the booking window counts from the visitor's today in Japan
  // (the server's day while hydrating, so the HTML matches).
  const today = useSyncExternalStore(noSubscription, todayInJapan, () => props.today);
  const [input, setInput] = useState<SearchInput>(emptySearch);
  const [problems, setProblems] = useState<Partial<Record<SearchField, SearchProblem>>>({});
  const [search, setSearch] = useState<SearchResult | null>(null);
  const [step, setStep] = useState<Step>('search');
  const [chosen, setChosen] = useState<number | null>(null);
  const [choices, setChoices] = useState(() => startingChoices(extras));
  const [overlay, setOverlay] = useState(false);
  // A new overlay (fresh form state) for each booking once one has been sent.
  const [round, setRound] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({});
  const focusNext = useRef<Step | null>(null);

  useEffect(() => {
    if (focusNext.current) headings.current[focusNext.current]?.focus();
    focusNext.current = null;
  }, [step, search]);

  const rules = {
    ...settings,
    locationKeys: locations.map((l) => l.name_key),
  };
  const range = dateWindow(today, rules);
  const steps: { key: Step; name: string }[] = [
    { key: 'search', name: texts.search_step },
    { key: 'vehicle', name: texts.vehicle_step },
    { key: 'extras', name: extras.length ? texts.extras_step : texts.estimate },
  ];

  const found = useMemo(
    () =>
      search
        ? availableVehicles(
            vehicles.map((vehicle, index) => ({ vehicle, index, locations: vehicle.locations })),
            search.pickup,
            search.dropoff,
          )
        : [],
    [search, vehicles],
  );
  const vehicle = chosen === null ? null : (vehicles[chosen] ?? null);
  const booking =
    search && vehicle
      ? bookingView(
          {
            ...search,
            vehicle: { display_name: vehicle.display_name, nameplate_name: vehicle.nameplate_name, daily: vehicle.daily },
            choices,
          },
          {
            locations,
            extras,
            dateLocale: settings.dateLocale,
            dateOptions: settings.dateOptions,
            distanceUnit: settings.distanceUnit,
            texts,
          },
          props.summaryTemplate,
        )
      : null;
  // The inquiry's form (in a closed dialog until the visitor asks for it) renders after the paint
  // that shows the chosen car's extras, not in that tap (decision 0069); a tap on "proceed" before
  // then renders it at once.
  const inquiryMounted = useAfterPaint(Boolean(props.inquiry && booking)) || overlay;

  const goTo = (next: Step) => {
    focusNext.current = next;
    setStep(next);
  };
  const update = (patch: Partial<SearchInput>) => {
    setInput((current) => ({ ...current, ...patch }));
    setProblems((current) => {
      const rest = { ...current };
      for (const key of Object.keys(patch)) delete rest[key as SearchField];
      if ('pickupDate' in patch) delete rest.dropoffDate;
      return rest;
    });
  };

  function message(field: SearchField, label: string): string | undefined {
    const problem = problems[field];
    if (!problem) return undefined;
    const e = texts.errors;
    switch (problem.code) {
      case 'place':
        return fill(e.place, { label });
      case 'address':
        return fill(e.address, { label });
      case 'missing':
        return fill(e.missing, { label });
      case 'invalid':
        return e.invalid;
      case 'disabled_day':
        return fill(e.disabledDay, { weekday: texts.weekdays[problem.weekday] ?? '' });
      case 'too_early':
        return fill(e.tooEarly, { date: dayText(problem.min) });
      case 'too_late':
        return fill(e.tooLate, { date: dayText(problem.max) });
      case 'before_pickup':
        return e.beforePickup;
      case 'too_long':
        return fill(e.tooLong, { max: problem.max });
    }
  }
  const dayText = (iso: string) => formatDay(iso, settings.dateLocale, settings.dateOptions);

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkSearch(input, today, rules);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = searchFieldOrder.find((f) => checked.problems[f]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProblems({});
    const result = checked.search;
    const available = availableVehicles(
      vehicles.map((v, index) => ({ index, locations: v.locations })),
      result.pickup,
      result.dropoff,
    );
    if (chosen !== null && !available.some((v) => v.index === chosen)) setChosen(null);
    setSearch(result);
    setAnnouncement(available.length ? fill(texts.found, { count: available.length }) : texts.none);
    trackEvent({
      event: 'rent',
      action: 'search',
      label: `${placeName(result.pickup, locations)} → ${placeName(result.dropoff, locations)}`,
    });
    goTo('vehicle');
  }

  function choose(index: number) {
    const picked = vehicles[index];
    if (!picked) return;
    setChosen(index);
    setAnnouncement(fill(texts.chosenVehicle, { vehicle: picked.display_name }));
    trackEvent({ event: 'rent', action: 'select_vehicle', vehicle: picked.display_name });
    goTo('extras');
  }

  function startOver() {
    setOverlay(false);
    setRound((r) => r + 1);
    setInput(emptySearch);
    setSearch(null);
    setChosen(null);
    setChoices(startingChoices(extras, true));
    goTo('search');
  }

  const StepTag = props.headingLevel;
  const itemLevel = headingLevels[Math.min(headingLevels.indexOf(StepTag) + 1, 5)]!;
  const stepHeading = (key: Step, children: ReactNode) => (
    <StepTag
      ref={(el: HTMLHeadingElement | null) => {
        headings.current[key] = el;
      }}
      tabIndex={-1}
      className={styles.stepHeading}
    >
      {children}
    </StepTag>
  );
  const stepIndex = steps.findIndex((s) => s.key === step);
  const pickupLocation = locations.find((l) => l.name_key === input.pickup);
  const differentDropoff = settings.allowDifferentDropoff && input.differentDropoff;
  const dropoffLocation = locations.find((l) => l.name_key === input.dropoff);
  const distance =
    differentDropoff && pickupLocation && dropoffLocation
      ? placeDistance(
          { kind: 'location', key: pickupLocation.name_key },
          { kind: 'location', key: dropoffLocation.name_key },
          locations,
          settings.distanceUnit,
        )
      : '';

  const placeSelect = (field: 'pickup' | 'dropoff', label: string, allowCustom: boolean) => {
    const addressField = field === 'pickup' ? 'pickupAddress' : 'dropoffAddress';
    const error = message(field, label);
    const addressError = message(addressField, label);
    const cities = [...new Set(locations.map((l) => l.city_name))];
    return (
      <>
        <div className={`${formStyles.field} ${error ? formStyles.invalid : ''}`}>
          <label htmlFor={`${id}-${field}`} className={formStyles.label}>
            {label}
          </label>
          <select
            id={`${id}-${field}`}
            value={input[field]}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-${field}-error` : undefined}
            onChange={(event) => update({ [field]: event.target.value })}
          >
            <option value="">{texts.choose}</option>
            {cities.map((city) => (
              <optgroup key={city} label={city}>
                {locations
                  .filter((l) => l.city_name === city)
                  .map((l) => (
                    <option key={l.name_key} value={l.name_key}>
                      {l.point_name}
                    </option>
                  ))}
              </optgroup>
            ))}
            {allowCustom ? <option value={customPlaceValue}>{texts.customPlace}</option> : null}
          </select>
          {error ? (
            <p id={`${id}-${field}-error`} className={formStyles.error}>
              {error}
            </p>
          ) : null}
        </div>
        {allowCustom && input[field] === customPlaceValue ? (
          <div className={`${formStyles.field} ${addressError ? formStyles.invalid : ''}`}>
            <label htmlFor={`${id}-${addressField}`} className={formStyles.label}>
              {fill(texts.customAddress, { label })}
            </label>
            <input
              id={`${id}-${addressField}`}
              type="text"
              autoComplete="street-address"
              maxLength={200}
              value={input[addressField]}
              aria-invalid={addressError ? true : undefined}
              aria-describedby={[`${id}-${addressField}-help`, addressError ? `${id}-${addressField}-error` : ''].filter(Boolean).join(' ')}
              onChange={(event) => update({ [addressField]: event.target.value })}
            />
            <p id={`${id}-${addressField}-help`} className={formStyles.help}>
              {texts.customAddressHelp}
            </p>
            {addressError ? (
              <p id={`${id}-${addressField}-error`} className={formStyles.error}>
                {addressError}
              </p>
            ) : null}
          </div>
        ) : null}
      </>
    );
  };

  const locationCard = (location: RentLocation | undefined) =>
    location ? (
      <p className={styles.locationCard}>
        <span className={styles.note}>{texts.address}</span> {location.address}{' '}
        <a
          href={mapUrl(location)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={fill(texts.mapLink, { place: `${location.city_name} ${location.point_name}` })}
        >
          {texts.mapLabel}
        </a>
      </p>
    ) : null;

  const disabledNote = settings.disabledDays.length
    ? fill(texts.disabledDaysNote, { weekdays: settings.disabledDays.map((d) => texts.weekdays[d]).join('・') })
    : '';

  return (
    <div className={styles.rent}>
      <ol className={styles.progress} aria-label={texts.steps}>
        {steps.map((s, i) => (
          <li key={s.key} aria-current={i === stepIndex ? 'step' : undefined} data-done={i < stepIndex ? '' : undefined}>
            <span aria-hidden="true" className={styles.progressNumber}>
              {i + 1}
            </span>
            {s.name}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      {step === 'search' ? (
        <form className={styles.panel} onSubmit={onSearch} noValidate aria-labelledby={`${id}-search-heading`}>
          <div id={`${id}-search-heading`}>{stepHeading('search', texts.search_step)}</div>
          <div className={styles.searchGrid}>
            <div className={styles.places}>
              {placeSelect('pickup', texts.pickup_label, settings.allowCustomPickup)}
              {locationCard(pickupLocation)}
              {settings.allowDifferentDropoff ? (
                <div className={formStyles.check}>
                  <input
                    id={`${id}-different`}
                    type="checkbox"
                    checked={input.differentDropoff}
                    onChange={(event) => update({ differentDropoff: event.target.checked, dropoff: '', dropoffAddress: '' })}
                  />
                  <label htmlFor={`${id}-different`}>{texts.differentDropoff}</label>
                </div>
              ) : null}
              {differentDropoff ? (
                <>
                  {placeSelect('dropoff', texts.dropoff_label, settings.allowCustomDropoff)}
                  {locationCard(dropoffLocation)}
                  {distance ? <p className={styles.note}>{fill(texts.distance, { distance })}</p> : null}
                </>
              ) : null}
              {props.locationDisclaimer ? <p className={styles.note}>{props.locationDisclaimer}</p> : null}
            </div>
            <div className={styles.dates}>
              <RentDateField
                id={`${id}-pickupDate`}
                label={texts.pickup_date_label}
                value={input.pickupDate}
                min={range.min}
                max={range.max}
                disabledDays={settings.disabledDays}
                locale={settings.dateLocale}
                error={message('pickupDate', texts.pickup_date_label)}
                hintId={`${id}-days-hint`}
                onChange={(pickupDate) => update({ pickupDate })}
                texts={{
                  open: texts.calendarOpen,
                  dialog: texts.calendarDialog,
                  previous: texts.calendarPrevious,
                  next: texts.calendarNext,
                }}
              />
              <RentDateField
                id={`${id}-dropoffDate`}
                label={texts.dropoff_date_label}
                value={input.dropoffDate}
                min={input.pickupDate && input.pickupDate > range.min ? input.pickupDate : range.min}
                max={range.max}
                disabledDays={settings.disabledDays}
                locale={settings.dateLocale}
                error={message('dropoffDate', texts.dropoff_date_label)}
                hintId={`${id}-days-hint`}
                onChange={(dropoffDate) => update({ dropoffDate })}
                texts={{
                  open: texts.calendarOpen,
                  dialog: texts.calendarDialog,
                  previous: texts.calendarPrevious,
                  next: texts.calendarNext,
                }}
              />
              <p id={`${id}-days-hint`} className={styles.note}>
                {disabledNote}
              </p>
            </div>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {texts.search_button}
            </button>
          </div>
        </form>
      ) : search ? (
        <div className={styles.chosenBar}>
          <p>
            <span className={styles.note}>{texts.summaryPickup}</span> {dayText(search.pickupDate)} {placeName(search.pickup, locations)}
            <br />
            <span className={styles.note}>{texts.summaryDropoff}</span> {dayText(search.dropoffDate)} {placeName(search.dropoff, locations)}
            <span className={styles.note}>（{fill(texts.days, { days: rentalDays(search.pickupDate, search.dropoffDate) ?? 1 })}）</span>
          </p>
          <button type="button" className={styles.textButton} onClick={() => goTo('search')}>
            {texts.change}
            <span className="visually-hidden">（{texts.search_step}）</span>
          </button>
        </div>
      ) : null}

      {step === 'vehicle' && search ? (
        <section className={styles.panel} aria-labelledby={`${id}-vehicle-heading`}>
          <div id={`${id}-vehicle-heading`}>{stepHeading('vehicle', texts.vehicle_step)}</div>
          <p className={styles.count}>{found.length ? fill(texts.found, { count: found.length }) : null}</p>
          <VehicleList
            vehicles={found}
            chosen={chosen}
            days={rentalDays(search.pickupDate, search.dropoffDate) ?? 1}
            styling={props.styling}
            texts={texts}
            idPrefix={id}
            onChoose={choose}
          />
        </section>
      ) : null}

      {step === 'extras' && booking && vehicle ? (
        <section className={styles.panel} aria-labelledby={`${id}-extras-heading`}>
          <div className={styles.chosenBar}>
            <p>
              <span className={styles.note}>{texts.summaryVehicle}</span> {vehicle.display_name}
              <span className={styles.note}>（{dailyText(vehicle.daily, texts)}）</span>
            </p>
            <button type="button" className={styles.textButton} onClick={() => goTo('vehicle')}>
              {texts.change}
              <span className="visually-hidden">（{texts.summaryVehicle}）</span>
            </button>
          </div>
          <div id={`${id}-extras-heading`}>{stepHeading('extras', extras.length ? texts.extras_step : texts.estimate)}</div>
          {extras.length ? (
            <ExtrasList
              extras={extras}
              choices={choices}
              texts={texts}
              idPrefix={id}
              headingLevel={itemLevel}
              onChange={(key, quantity) => {
                if (Number.isFinite(quantity)) setChoices((current) => ({ ...current, [key]: quantity }));
              }}
            />
          ) : null}
          <div className={styles.estimateBar}>
            <div aria-live="polite" aria-atomic="true">
              <p className={styles.estimateHeading}>{texts.estimate}</p>
              <Estimate booking={booking} texts={texts} />
            </div>
            {props.inquiry ? (
              <button type="button" className={styles.primary} aria-haspopup="dialog" onClick={() => setOverlay(true)}>
                {texts.proceed}
              </button>
            ) : (
              <p className={styles.note}>{texts.unavailable}</p>
            )}
          </div>
          <p className={styles.note}>{texts.taxNote}</p>
        </section>
      ) : null}

      {inquiryMounted && props.inquiry && booking && vehicle && search ? (
        <InquiryOverlay
          key={round}
          open={overlay}
          onClose={() => setOverlay(false)}
          onSubmitted={() => trackEvent({ event: 'rent', action: 'submit', vehicle: vehicle.display_name })}
          onSent={startOver}
          booking={booking}
          rows={[
            { label: texts.summaryVehicle, value: vehicle.display_name, note: dailyText(vehicle.daily, texts) },
            {
              label: texts.summaryPickup,
              value: `${booking.tokens.pickup_date} ${booking.tokens.pickup_location}`,
              note: placeAddress(search.pickup, locations),
            },
            {
              label: texts.summaryDropoff,
              value: `${booking.tokens.dropoff_date} ${booking.tokens.dropoff_location}`,
              note: [
                placeAddress(search.dropoff, locations),
                booking.tokens.distance ? fill(texts.distance, { distance: booking.tokens.distance }) : '',
              ]
                .filter(Boolean)
                .join(' '),
            },
            { label: texts.summaryPeriod, value: booking.tokens.days },
          ]}
          inquiry={props.inquiry}
          texts={texts}
        />
      ) : null}
    </div>
  );
}
