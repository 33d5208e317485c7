import { formatYenFull, formatYenMan } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import type { SpecRow, Specs } from './specs';
import styles from './models-carousel.module.css';

type Column = Exclude<keyof SpecRow, 'name'>;
const columns: Column[] = ['engine', 'consumption', 'price', 'lease'];
const numeric = (column: Column) => column === 'price' || column === 'lease';

function cell(row: SpecRow, column: Column, t: Translate): string {
  const value = row[column];
  if (value === undefined || value === '') return '';
  if (column === 'price') return formatYenMan(value, t);
  if (column === 'lease') return t('models_carousel.lease_amount', { amount: formatYenFull(value, t) });
  return String(value);
}

/**
 * A model's grades as a real table: a caption naming the model, column headers, each grade's name
 * as its row header. Columns no grade fills are left out; an empty cell says so to screen readers.
 * On narrow screens the table scrolls sideways inside a focusable, named region.
 */
export function SpecTable({ specs, id, t }: { specs: Specs; id: string; t: Translate }) {
  const shown = columns.filter((c) => specs.rows.some((r) => cell(r, c, t)));
  return (
    <div className={styles.tableWrap} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
      <table className={styles.table}>
        <caption id={`${id}-caption`} className={styles.caption}>
          {t('models_carousel.caption', { model: specs.model_name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('models_carousel.columns.name')}</th>
            {shown.map((c) => (
              <th key={c} scope="col" className={numeric(c) ? styles.number : undefined}>
                {t(`models_carousel.columns.${c}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {specs.rows.map((row, i) => (
            <tr key={i}>
              <th scope="row">{row.name}</th>
              {shown.map((c) => {
                const text = cell(row, c, t);
                return (
                  <td key={c} className={numeric(c) ? styles.number : undefined}>
                    {text || (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="visually-hidden">{t('models_carousel.none')}</span>
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
