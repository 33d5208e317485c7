import { formViewOf } from '@/features/forms/form-view';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { BlockIntro } from '@/ui/block-intro';
import { itemHeadingLevel } from '@/ui/heading';
import { defineBlock } from '../types';
import { rentAConfigIssues } from './config';
import { rentDefaultContent } from './default-content';
import { RentACar } from './islands';
import { loadRentACar } from './load.server';
import { rentACarTemplate } from './template';
import { rentTexts } from './texts';
import styles from './rent-a-car.module.css';

/**
 * Rent a Car (blocks.md §2.18, decision 0067). The server reads the JSON fields (what does not fit
 * is left out), resolves the cars' pictures and the contact form, translates every text, and hands
 * them to one island; the inquiry goes to the leads pipeline through the forms' own server action.
 */
export const rentACar = defineBlock({
  template: rentACarTemplate,
  defaultContent: rentDefaultContent,
  rules: ({ fields }) => rentAConfigIssues(fields),
  load: ({ fields }) => loadRentACar(fields),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    const { config, images, form } = data;
    const texts = rentTexts(t, config.texts);
    const view = formViewOf(form, t);
    const { settings } = config;
    const usable = config.locations.length > 0 && config.vehicles.length > 0;
    return (
      <div className="grid-container">
        <div className={styles.intro}>
          <BlockIntro fields={fields} />
        </div>
        {usable ? (
          <RentACar
            headingLevel={itemHeadingLevel(fields.header_tag, Boolean(fields.title))}
            styling={fields.styling}
            texts={texts}
            locations={config.locations}
            vehicles={config.vehicles.map((v, i) => ({
              display_name: v.display_name,
              nameplate_name: v.nameplate_name || undefined,
              daily: v.price.daily,
              locations: v.locations,
              specification: v.specification,
              image: images[i] ?? null,
            }))}
            extras={config.extras}
            settings={{
              allowDifferentDropoff: settings.allow_different_dropoff,
              allowCustomPickup: settings.allow_custom_pickup,
              allowCustomDropoff: settings.allow_custom_dropoff,
              distanceUnit: settings.distance_unit,
              disabledDays: settings.datepicker_disabled_days,
              dateLocale: settings.date_locale,
              dateOptions: settings.date_options,
              minDaysAhead: settings.min_days_ahead,
              maxDaysAhead: settings.max_days_ahead,
              maxRentalDays: settings.max_rental_days,
            }}
            today={form.today}
            locationDisclaimer={fields.location_disclaimer ?? ''}
            summaryTemplate={fields.form_summary_template ?? ''}
            inquiry={
              view
                ? {
                    view,
                    action: submitLeadAction,
                    mapping: config.mapping,
                    thankYou: {
                      heading: fields.thank_you_heading || t('rent.ui.thank_you_heading'),
                      disclaimer: fields.thank_you_disclaimer || t('rent.ui.thank_you_disclaimer'),
                      button: fields.thank_you_button_label || t('rent.ui.thank_you_button'),
                    },
                    error: {
                      heading: fields.error_heading || t('rent.ui.error_heading'),
                      disclaimer: fields.error_disclaimer || t('rent.ui.error_disclaimer'),
                    },
                  }
                : null
            }
          />
        ) : (
          <p className={styles.none}>{texts.unavailable}</p>
        )}
        <noscript>
          <p className={styles.note}>
            {texts.noscript} {view ? <a href={`/forms/${encodeURIComponent(view.name)}`}>{texts.noscriptLink}</a> : null}
          </p>
        </noscript>
      </div>
    );
  },
});
