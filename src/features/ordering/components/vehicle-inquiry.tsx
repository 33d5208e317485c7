import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf, type FormView } from '@/features/forms/form-view';
import type { LeadFormState } from '@/features/forms/lead-form-state';
import type { Translate } from '@/i18n/i18n';
import { sendVehicleInquiryAction } from '../vehicle-inquiry.actions';
import { vehicleInquiryForm, vehicleInquiryFormName } from '../vehicle-inquiry-form.server';
import styles from './vehicle-inquiry.module.css';

/** Why the visitor cannot reserve the car: the checkout states the enquiry is offered in. */
export type InquiryReason = 'held' | 'unavailable' | 'expired';

/** Details the visitor already gave (an expired hold's checkout), put in the form for them. */
export type InquiryDefaults = Partial<Record<'name' | 'email' | 'phone', string>>;

type Action = (state: LeadFormState, data: FormData) => Promise<LeadFormState>;

/**
 * An enquiry about this one car to the dealer who has it (decision 0035), for a visitor who cannot
 * reserve it. The `vehicle_inquiry` form rendered by the site's lead form — server-rendered, posts
 * without JavaScript — with its own action; nothing when editors closed the form.
 */
export async function VehicleInquiry({
  vehicleId,
  reason,
  t,
  defaults = {},
}: {
  vehicleId: number;
  reason: InquiryReason;
  t: Translate;
  defaults?: InquiryDefaults;
}) {
  await vehicleInquiryForm(); // made from its definition the first time a page offers it
  const view = formViewOf(await loadFormBlockData(vehicleInquiryFormName), t);
  if (!view) return null;
  return (
    <VehicleInquiryPanel
      view={inquiryView(view, t, defaults)}
      reason={reason}
      t={t}
      action={sendVehicleInquiryAction.bind(null, vehicleId)}
    />
  );
}

/** The form's view with the enquiry's button and the details the visitor already gave. */
export function inquiryView(view: FormView, t: Translate, defaults: InquiryDefaults): FormView {
  return {
    ...view,
    fields: view.fields.map((f) => {
      const known = defaults[f.name as keyof InquiryDefaults];
      return known ? { ...f, defaultValue: known } : f;
    }),
    texts: { ...view.texts, submit: t('ordering.inquiry.submit') },
  };
}

/** The panel itself, from props only (the render test's entry). */
export function VehicleInquiryPanel({ view, reason, t, action }: { view: FormView; reason: InquiryReason; t: Translate; action: Action }) {
  return (
    <section aria-labelledby="vehicle-inquiry-title" className={styles.inquiry}>
      <h2 id="vehicle-inquiry-title" className={styles.title}>
        {t('ordering.inquiry.title')}
      </h2>
      <p>{t(`ordering.inquiry.intro_${reason}`)}</p>
      <LeadForm view={view} action={action} twoColumns={false} buttonPosition="left" paramsMapping={{}} />
    </section>
  );
}
