'use client';

import type { HeadingLevel } from '@/ui/heading';
import { allowedQuantity, choiceKey, formatYen, type RentExtraItem, type RentExtraSubitem } from './booking';
import { fill, type RentTexts } from './texts';
import styles from './rent-a-car.module.css';

interface Props {
  extras: readonly RentExtraItem[];
  choices: Record<string, number>;
  texts: RentTexts;
  idPrefix: string;
  headingLevel: HeadingLevel;
  onChange: (key: string, quantity: number) => void;
}

/** 「1,100円（1台・1日あたり）」: the editor's context, else per day or per rental. */
function priceText(sub: RentExtraSubitem, texts: RentTexts): string {
  const context = sub.price_string_context?.trim() || (sub.per === 'day' ? texts.perDay : texts.perRental);
  return fill(texts.priceContext, { price: formatYen(sub.price), context });
}

/**
 * The extras (blocks.md §2.18): items with a heading, each with choices that have a price, what
 * they include, and a controller — an amount (− / number / +, within min and max) or a toggler
 * (two radio buttons with the editor's labels). Changes reach the estimate at once.
 */
export function ExtrasList({ extras, choices, texts, idPrefix, headingLevel: Tag, onChange }: Props) {
  return (
    <div className={styles.extras}>
      {extras.map((item, i) => (
        <section key={i} className={styles.extraItem} aria-labelledby={`${idPrefix}-item-${i}`}>
          <Tag id={`${idPrefix}-item-${i}`} className={styles.extraHeading}>
            {item.heading}
          </Tag>
          <ul className={styles.subitems}>
            {item.subitems.map((sub, j) => {
              const key = choiceKey(i, j);
              const headingId = `${idPrefix}-sub-${i}-${j}`;
              const quantity = allowedQuantity(sub.controller, choices[key] ?? 0);
              return (
                <li key={key} className={styles.subitem}>
                  <div className={styles.subitemText}>
                    <p id={headingId} className={styles.subitemHeading}>
                      {sub.heading}
                    </p>
                    <p className={styles.subitemPrice}>{priceText(sub, texts)}</p>
                    {sub.features_list.length ? (
                      <ul className={styles.features}>
                        {sub.features_list.map((feature) => (
                          <li key={feature}>{feature}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  {sub.controller.type === 'amount' ? (
                    <div className={styles.stepper} role="group" aria-labelledby={headingId}>
                      <button
                        type="button"
                        aria-label={fill(texts.decrease, { item: sub.heading })}
                        disabled={quantity <= sub.controller.min}
                        onClick={() => onChange(key, quantity - 1)}
                      >
                        −
                      </button>
                      <input
                        type="number"
                        inputMode="numeric"
                        min={sub.controller.min}
                        max={sub.controller.max}
                        value={quantity}
                        aria-label={fill(texts.quantity, { item: sub.heading })}
                        onChange={(event) => onChange(key, event.target.valueAsNumber)}
                      />
                      <button
                        type="button"
                        aria-label={fill(texts.increase, { item: sub.heading })}
                        disabled={quantity >= sub.controller.max}
                        onClick={() => onChange(key, quantity + 1)}
                      >
                        +
                      </button>
                    </div>
                  ) : (
                    <fieldset className={styles.toggler}>
                      <legend className="visually-hidden">{sub.heading}</legend>
                      {[
                        { on: true, label: sub.controller.true_label },
                        { on: false, label: sub.controller.false_label },
                      ].map((option) => (
                        <label key={String(option.on)}>
                          <input
                            type="radio"
                            name={`${idPrefix}-toggle-${key}`}
                            checked={quantity > 0 === option.on}
                            onChange={() => onChange(key, option.on ? 1 : 0)}
                          />
                          <span>{option.label}</span>
                        </label>
                      ))}
                    </fieldset>
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
