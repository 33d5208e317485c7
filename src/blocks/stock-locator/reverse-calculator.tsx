import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { budgetTerms, defaultBudgetTerm } from '@/features/stock/constants';
import { formatYenFull, formatYenMan } from '@/features/stock/format';
import { budgetParams, serializeStockUrl, type BudgetQuery, type StockUrlState } from '@/features/stock/url-state';
import styles from './stock-locator.module.css';

/** The URL's budget with the largest MSRP it pays off (`maxPriceForBudget`). */
export interface Budget extends BudgetQuery {
  maxPrice: number;
}

/**
 * Reverse calculator (site.md §8): a monthly budget becomes a maximum MSRP filter. A GET form, so
 * it lives in the URL with the other filters.
 */
export function ReverseCalculator({
  action,
  state,
  budget,
  apr,
  t,
}: {
  action: string;
  state: StockUrlState;
  budget: Budget | null;
  apr: number;
  t: Translate;
}) {
  // The rest of the search stays; a new budget starts again from page 1.
  const keep = serializeStockUrl({ ...state, search: { ...state.search, page: 1 }, budget: null });
  const resetQs = keep.toString();
  return (
    <details className={styles.budget} open={Boolean(budget)}>
      <summary>{t('stock.budget_title')}</summary>
      <form method="get" action={action} className={styles.areaForm}>
        {[...keep].map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <label>
          <span>{t('stock.budget_monthly')}</span>
          <input
            name={budgetParams.monthly}
            inputMode="numeric"
            defaultValue={budget?.monthly ?? ''}
            placeholder="50000"
            aria-describedby="budget-note"
          />
        </label>
        <label>
          <span>{t('stock.budget_term')}</span>
          <select name={budgetParams.months} defaultValue={String(budget?.months ?? defaultBudgetTerm)}>
            {budgetTerms.map((n) => (
              <option key={n} value={n}>
                {t('stock.budget_term_n', { count: n })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t('stock.budget_apply')}</button>
        {budget ? <Link href={`${action}${resetQs ? `?${resetQs}` : ''}`}>{t('stock.budget_reset')}</Link> : null}
      </form>
      {budget ? (
        <p className={styles.areaCurrent} data-budget-max={budget.maxPrice}>
          {t('stock.budget_applied', {
            monthly: formatYenMan(budget.monthly, t) || formatYenFull(budget.monthly, t),
            months: budget.months,
            apr,
            max: formatYenMan(budget.maxPrice, t),
          })}
        </p>
      ) : null}
      <p id="budget-note" className={styles.note}>
        {t('stock.budget_note')}
      </p>
    </details>
  );
}
