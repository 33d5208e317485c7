import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf } from '@/features/forms/form-view';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { Heading } from '@/ui/heading';
import { defineBlock } from '../types';
import { offerInterests, offersToLeadTemplate } from './template';
import styles from '../form/form.module.css';

/**
 * Claim an offer (blocks.md §2.7). The form's `interests` field offers only the interests the
 * editor ticked; `category` fills the form's `offer_category` hidden field; a failed send shows the
 * block's error text with its retry button, keeping what the visitor typed.
 */
export const offersToLead = defineBlock({
  template: offersToLeadTemplate,
  defaultContent: {
    fields: {
      form_id: 'offers',
      category: 'spring_campaign',
      form_subtile: 'ご希望の内容を選んでお申し込みください。販売店よりご案内をお送りします。',
    },
    field_groups: [],
  },
  load: ({ fields }) => loadFormBlockData(fields.form_id),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    const view = formViewOf(data, t, {
      hiddenValues: fields.category ? { offer_category: fields.category } : {},
      onlyOptions: { interests: offerInterests.filter((interest) => fields[interest]) },
      failure: { message: fields.error_text || t('forms.offers.error'), retry: fields.error_button_text || t('forms.offers.try_again') },
    });
    return (
      <div className="grid-container">
        <div className={styles.intro}>
          <Heading level="h2" size="l">
            {fields.form_title || t('forms.offers.title')}
          </Heading>
          {fields.form_subtile ? <p className={styles.description}>{fields.form_subtile}</p> : null}
        </div>
        {view ? (
          <LeadForm
            view={view}
            action={submitLeadAction}
            twoColumns={fields.has_two_columns}
            buttonPosition={fields.button_position}
            paramsMapping={{}}
          />
        ) : (
          <p className={styles.unavailable}>{t('forms.unavailable')}</p>
        )}
      </div>
    );
  },
});
