import { z } from 'zod';
import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf, stringValues } from '@/features/forms/form-view';
import { submitLeadAction } from '@/features/forms/submit-lead.action';
import { Heading } from '@/ui/heading';
import { defineBlock } from '../types';
import { extendedWarrantyTemplate } from './template';
import formStyles from '../form/form.module.css';
import styles from './extended-warranty.module.css';

const rows = z.array(
  z.object({
    model: z.string().min(1).max(100),
    price: z.number().nonnegative(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .default('JPY'),
  }),
);

/** A price in its currency as Japanese readers expect it: 4,200 AED → AED 4,200; yen as 5,500円. */
function priceText(price: number, currency: string): string {
  const amount = price.toLocaleString('ja-JP');
  return currency === 'JPY' ? `${amount}円` : `${currency} ${amount}`;
}

/**
 * Extended warranty (blocks.md §2.8): the price per model, and a form to ask for it. A table the
 * editor broke (not rows of model and price) is left out, logged by nobody's eyes but the editor's
 * preview, rather than failing the form beside it.
 */
export const extendedWarranty = defineBlock({
  template: extendedWarrantyTemplate,
  defaultContent: { fields: { title: '延長保証のご案内', form_id: 'quote' }, field_groups: [] },
  load: ({ fields }) => loadFormBlockData(fields.form_id),
  Component: ({ fields, data, context }) => {
    const { t } = context;
    const table = rows.safeParse(fields.table_content);
    const view = formViewOf(data, t, { hiddenValues: stringValues(fields.form_hidden_field_mapping) });
    return (
      <div className="grid-container">
        {fields.title ? (
          <div className={formStyles.intro}>
            <Heading level="h2" size="l">
              {fields.title}
            </Heading>
          </div>
        ) : null}
        {table.success && table.data.length ? (
          <table className={styles.prices}>
            <caption>{t('forms.warranty.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('forms.warranty.model')}</th>
                <th scope="col">{t('forms.warranty.price')}</th>
              </tr>
            </thead>
            <tbody>
              {table.data.map((row) => (
                <tr key={row.model}>
                  <th scope="row">{row.model}</th>
                  <td>{priceText(row.price, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {view ? (
          <LeadForm view={view} action={submitLeadAction} twoColumns={fields.has_two_columns} buttonPosition="right" paramsMapping={{}} />
        ) : (
          <p className={formStyles.unavailable}>{t('forms.unavailable')}</p>
        )}
      </div>
    );
  },
});
