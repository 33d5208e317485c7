import Link from 'next/link';
import type { Translate } from '@/i18n/i18n';
import { formatYenFull, formatYenMan } from '@/features/stock/format';
import { maxPriceForBudget } from '@/features/stock/loan';
import styles from './stock-locator.module.css';

export const budgetTerms = [36, 48, 60, 72, 84] as const;

export interface Budget {
  monthly: number;
  months: number;
  maxPrice: number;
}

/** `_budget` (yen per month) and `_term` (payments) from the URL, as a maximum MSRP. */
export function readBudget(params: URLSearchParams, apr: number): Budget | null {
  const monthly = Number((params.get('_budget') ?? '').normalize('NFKC').replace(/[,円\s]/g, ''));
  const term = Number(params.get('_term') ?? 60);
  if (!Number.isFinite(monthly) || monthly <= 0 || monthly > 10_000_000) return null;
  const months = (budgetTerms as readonly number[]).includes(term) ? term : 60;
  return { monthly: Math.round(monthly), months, maxPrice: maxPriceForBudget(monthly, apr, months) };
}

/**
 * Reverse calculator (site.md §8): a monthly budget becomes a maximum MSRP filter. A GET form, so
 * it lives in the URL with the other filters.
 */
export function ReverseCalculator({ action, params, budget, apr, t }: { action: string; params: URLSearchParams; budget: Budget | null; apr: number; t: Translate }) {
  const keep = new URLSearchParams(params);
  for (const k of ['_budget', '_term', 'page']) keep.delete(k);
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
          <input name="_budget" inputMode="numeric" defaultValue={budget?.monthly ?? ''} placeholder="50000" aria-describedby="budget-note" />
        </label>
        <label>
          <span>{t('stock.budget_term')}</span>
          <select name="_term" defaultValue={String(budget?.months ?? 60)}>
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
          {t('stock.budget_applied', { monthly: formatYenMan(budget.monthly, t) || formatYenFull(budget.monthly, t), months: budget.months, apr, max: formatYenMan(budget.maxPrice, t) })}
        </p>
      ) : null}
      <p id="budget-note" className={styles.note}>
        {t('stock.budget_note')}
      </p>
    </details>
  );
}
