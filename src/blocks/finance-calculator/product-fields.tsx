import { isLinkButtonVisible, LinkButton } from '@/ui/link-button';
import type { ProductProps } from './quote-panel';
import type { FinanceTexts } from './texts';
import styles from './finance-calculator.module.css';

interface Props {
  id: string;
  products: ProductProps[];
  selected: number;
  texts: FinanceTexts;
  onSelect: (index: number) => void;
}

/** The finance plans as a radio group of cards (arrow keys move the choice); each plan's own link beside its card. */
export function ProductFields({ id, products, selected, texts, onSelect }: Props) {
  return (
    <fieldset className={styles.field}>
      <legend className={styles.label}>{texts.product}</legend>
      <div className={styles.products}>
        {products.map((product, i) => (
          <div key={i} className={styles.product}>
            <label className={styles.productChoice}>
              {/* Named by the plan's name; its description is read after it. */}
              <input
                type="radio"
                name={`${id}-product`}
                value={i}
                checked={i === selected}
                aria-labelledby={`${id}-product-${i}`}
                aria-describedby={product.description ? `${id}-product-${i}-description` : undefined}
                onChange={() => onSelect(i)}
              />
              <span id={`${id}-product-${i}`} className={styles.productName}>
                {product.name}
              </span>
              {product.description ? (
                <span id={`${id}-product-${i}-description`} className={styles.productDescription}>
                  {product.description}
                </span>
              ) : null}
            </label>
            {isLinkButtonVisible(product.link) ? <LinkButton link={product.link} /> : null}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
