import type { ReactNode } from 'react';
import type { LinkValue } from '../field-values';
import { isLinkButtonVisible, LinkButton } from '@/ui/link-button';
import type { FinanceQuote } from './quote';
import { fill, type FinanceTexts } from './texts';
import { quoteView } from './view';
import type { FinanceProductConfig } from './config';
import kit from '../calculator-kit/calculator.module.css';
import styles from './finance-calculator.module.css';

export interface ProductProps {
  name: string;
  description?: string;
  link?: LinkValue | null;
  mainButton?: LinkValue | null;
  additionalButtons: LinkValue[];
  disclaimer?: string;
  config: FinanceProductConfig;
}

interface Props {
  quote: FinanceQuote;
  product: ProductProps;
  vehicleName: string;
  modelNote?: string;
  texts: FinanceTexts;
  hideFreeItems: boolean;
  /** `pending`: the date is set once the page runs in the browser; its row keeps its place meanwhile. */
  createdAt: Date | 'pending' | null;
  /** The heading, given by the layout (the step's own in the wizard). */
  heading?: ReactNode;
  /** A button of the quote was followed (analytics `apply`). */
  onApply: (label: string) => void;
}

/**
 * The payment example (japan.md 割賦販売法): the monthly figure as お支払い例 with every condition
 * beside it, the plan's free services, its small print and its buttons.
 */
export function QuotePanel({ quote, product, vehicleName, modelNote, texts, hideFreeItems, createdAt, heading, onApply }: Props) {
  const view =
    quote.status === 'ok'
      ? quoteView(quote, {
          config: product.config,
          texts,
          vehicleName,
          productName: product.name,
          hideFreeItems,
          createdAt: createdAt instanceof Date ? createdAt : null,
        })
      : null;
  const pendingDate = createdAt === 'pending' && !product.config.outputs.hidden.includes('created_at');
  const buttons = [product.mainButton, ...product.additionalButtons].filter(isLinkButtonVisible);
  return (
    <div className={`${kit.panel} ${styles.quote}`} data-finance-quote={quote.status}>
      {heading}
      <p className={styles.quoteFor}>{fill(texts.quote_for, { vehicle: vehicleName, product: product.name })}</p>
      {modelNote ? <p className={styles.note}>{modelNote}</p> : null}
      {view ? (
        <>
          <p className={styles.monthly}>
            <span className={styles.monthlyLabel}>{texts.monthly_label}</span>
            <span className={`${styles.monthlyValue} ${kit.resultFigure}`} data-finance-monthly="">
              {view.monthly}
            </span>
          </p>
          <dl className={styles.rows}>
            {view.rows.map((row) => (
              <div key={row.key} className={row.part ? styles.part : undefined} data-finance-row={row.key}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
            {pendingDate ? (
              <div data-finance-row="created_at">
                <dt>{product.config.outputs.labels.created_at ?? texts.created_at}</dt>
                <dd>{'\u00a0'}</dd>
              </div>
            ) : null}
          </dl>
          {view.includedItems.length ? (
            <div className={styles.included}>
              <p className={styles.includedTitle}>{texts.included_items}</p>
              <ul>
                {view.includedItems.map((item, i) => (
                  <li key={i}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p className={styles.smallPrint}>{texts.example_note}</p>
          {product.disclaimer ? <p className={styles.smallPrint}>{product.disclaimer}</p> : null}
        </>
      ) : (
        <p className={styles.noQuote}>{quote.status === 'no_price' ? texts.no_price : texts.no_credit}</p>
      )}
      {view && buttons.length ? (
        <div
          className={styles.buttons}
          onClick={(event) => {
            const anchor = (event.target as Element).closest('a');
            if (anchor) onApply(anchor.textContent ?? '');
          }}
        >
          {buttons.map((link, i) => (
            <LinkButton key={i} link={link} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
