import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf, stringValues } from '@/features/forms/form-view';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { Heading } from '@/ui/heading';
import { defineBlock } from '../types';
import { formBlockTemplate } from './template';
import styles from './form.module.css';

/**
 * A lead form. Rendered on the server into the cached page (it works without JavaScript); the
 * island only sends it in place and shows messages. What the visitor sends is checked by the
 * server against the form's definition, never by the browser alone.
 */
export const formBlock = defineBlock({
  template: formBlockTemplate,
  defaultContent: {
    fields: {
      title: '試乗のご予約',
      description: 'ご希望の日時と販売店をお選びください。担当者よりご連絡いたします。',
      form_id: 'test_drive',
    },
    field_groups: [],
  },
  load: ({ fields }) => loadFormBlockData(fields.form_id, fields.form_location_mapping),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    const view = formViewOf(data, t, { hiddenValues: stringValues(fields.form_hidden_field_mapping) });
    return (
      <div className="grid-container">
        <div className={styles.intro}>
          {fields.title ? (
            <Heading level={fields.header_tag} size="l">
              {fields.title}
            </Heading>
          ) : null}
          {fields.description ? <p className={styles.description}>{fields.description}</p> : null}
        </div>
        {view ? (
          <LeadForm
            view={view}
            action={submitLeadAction}
            twoColumns={fields.has_two_columns}
            buttonPosition={fields.button_position}
            paramsMapping={stringValues(fields.form_params_mapping)}
            locationParams={{ mapping: stringValues(fields.form_location_params_mapping), byCode: data.locationByCode }}
          />
        ) : (
          <p className={styles.unavailable}>{t('forms.unavailable')}</p>
        )}
      </div>
    );
  },
});
