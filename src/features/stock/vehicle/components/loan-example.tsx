import type { Translate } from '@/i18n/i18n';
import type { LoanView } from '../../loan-view';
import styles from './vehicle-detail.module.css';

/** お支払い例 beside the price: every item 割賦販売法 asks for (japan.md), from the one loan formula. */
export function LoanExampleTable({ loan, t }: { loan: LoanView; t: Translate }) {
  return (
    <section className={styles.loan} aria-labelledby="loan-example" data-loan-example>
      <h2 id="loan-example" className={styles.loanTitle}>
        {t('stock.loan_example')}
        <span className={styles.loanMonthly}>{loan.monthly}</span>
      </h2>
      <dl className={styles.loanTable}>
        {loan.rows.map((row) => (
          <div key={row.key} data-loan={row.key}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.condition}>{t('stock.loan_note')}</p>
    </section>
  );
}
