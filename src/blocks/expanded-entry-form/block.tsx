import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf, stringValues } from '@/features/forms/form-view';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { Heading } from '@/ui/heading';
import { Icon } from '@/ui/icon';
import { Picture } from '@/ui/picture';
import { defineBlock } from '../types';
import { EntryTabs } from './islands';
import { expandedEntryFormTemplate } from './template';
import formStyles from '../form/form.module.css';
import styles from './expanded-entry-form.module.css';

/** Expanded entry form (blocks.md §2.9): what the visitor asks about, as tabs, above the form. */
export const expandedEntryForm = defineBlock({
  template: expandedEntryFormTemplate,
  defaultContent: {
    fields: {
      title: 'ご相談の内容をお選びください',
      form_id: 'visit',
      form_paragraph: 'ご希望の日時にご来店いただけるよう、販売店がご用意してお待ちしています。',
      form_disclaimer: 'ご入力いただいた内容は、お問い合わせの販売店と共有します。',
    },
    field_groups: [
      { tab_icon: 'car', tab_label: '試乗', tab_id: 'test_drive', text: 'お好きなモデルで、街中から高速道路まで。' },
      { tab_icon: 'tag', tab_label: 'お見積もり', tab_id: 'quote', text: 'お支払い方法に合わせたお見積もりをご用意します。' },
      { tab_icon: 'wrench', tab_label: '点検・整備', tab_id: 'service', text: '法定点検から消耗品の交換まで承ります。' },
    ],
  },
  load: ({ fields }) => loadFormBlockData(fields.form_id, fields.form_location_mapping),
  Component: ({ fields, groups, data, context }) => {
    const { t } = context;
    const view = formViewOf(data, t, {
      hiddenValues: { ...stringValues(fields.form_hidden_field_mapping), ...(groups[0] ? { entry_tab: groups[0].tab_id } : {}) },
    });
    return (
      <div className="grid-container" data-entry-form>
        {fields.title ? (
          <Heading level="h2" size="l">
            {fields.title}
          </Heading>
        ) : null}
        {groups.length ? (
          <EntryTabs
            blockId={context.blockId}
            limit={fields.top_tabs_limit}
            labels={{ tabs: fields.title || t('forms.entry.tabs'), more: t('forms.entry.more') }}
            tabs={groups.map((g) => ({
              id: g.tab_id,
              label: g.tab_label,
              icon: <Icon name={g.tab_icon} size={20} />,
              padding: g.tab_x_padding,
            }))}
          />
        ) : null}
        {groups.map((g) => (
          <div
            key={g.tab_id}
            id={`panel-${context.blockId}-${g.tab_id}`}
            role="tabpanel"
            aria-labelledby={`tab-${context.blockId}-${g.tab_id}`}
            data-tab-panel={g.tab_id}
            className={styles.panel}
          >
            <Picture image={g.image} sizes="(min-width: 901px) 40vw, 100vw" />
            {g.text ? <p>{g.text}</p> : null}
          </div>
        ))}
        {fields.disclaimer ? <p className={styles.disclaimer}>{fields.disclaimer}</p> : null}
        {fields.form_paragraph ? <p className={formStyles.description}>{fields.form_paragraph}</p> : null}
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
          <p className={formStyles.unavailable}>{t('forms.unavailable')}</p>
        )}
        {fields.form_disclaimer ? <p className={styles.disclaimer}>{fields.form_disclaimer}</p> : null}
      </div>
    );
  },
});
