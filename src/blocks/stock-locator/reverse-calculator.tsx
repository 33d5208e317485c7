import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { budgetTerms, defaultBudgetTerm } from '@/features/stock/constants';
import { formatYenFull, formatYenMan } from '@/features/stock/format';
import type { LoanTerms } from '@/features/stock/loan';
import { budgetParams, serializeStockUrl, type BudgetQuery, type StockUrlState } from '@/features/stock/url-state';
import styles from './stock-locator.module.css';

/** The URL's budget, the loan assumptions it ran on and the largest price they pay off (`maxPriceForBudget`). */
export interface Budget extends BudgetQuery {
  terms: LoanTerms;
  maxPrice: number;
}

/**
 * Reverse calculator (site.md §8): a monthly budget becomes a maximum price filter on what the
 * visitor pays (支払総額 for used and approved cars, the new-car price for new ones; japan.md).
 * A GET form, so it lives in the URL with the other filters.
 */
export function ReverseCalculator({
  action,
  state,
  budget,
  t,
}: {
  action: string;
  state: StockUrlState;
  budget: Budget | null;
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
            monthly: formatYenFull(budget.monthly, t),
            months: budget.months,
            apr: budget.terms.apr.toLocaleString('ja-JP', { maximumFractionDigits: 2 }),
            down: budget.terms.down_payment_pct.toLocaleString('ja-JP', { maximumFractionDigits: 1 }),
            bonus: budget.terms.bonus_payment
              ? t('stock.loan_bonus_each', { amount: formatYenFull(budget.terms.bonus_payment, t), count: Math.floor(budget.months / 6) })
              : t('stock.loan_bonus_none'),
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
