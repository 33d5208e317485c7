import { Segments, Slider } from '../calculator-kit/controls';
import { durationMonths, monthsOf, stepsOf, type FinanceProductConfig, type RangeInput } from './config';
import type { FinanceChoices } from './quote';
import { fill, type FinanceTexts } from './texts';
import { formatPercent, formatYen, termText } from './view';
import kit from '../calculator-kit/calculator.module.css';
import styles from './finance-calculator.module.css';

export type ChoiceName = keyof FinanceChoices;

interface Props {
  id: string;
  config: FinanceProductConfig;
  choices: FinanceChoices;
  price: number;
  texts: FinanceTexts;
  onChange: (name: ChoiceName, value: number) => void;
}

/** Up to this many terms show as buttons side by side; more as a select. */
const maxTermButtons = 6;

/**
 * The plan's options (decision 0063): native range inputs for the down payment and a rate the visitor
 * may pick (arrow keys move a step, Home/End the ends; `aria-valuetext` says the amount in yen),
 * the term as a radio group drawn as buttons, the bonus as a select. No monthly figure here: it
 * shows only with its conditions, in the payment example.
 */
export function OptionsFields({ id, config, choices, price, texts, onChange }: Props) {
  const { downPayment, duration, interestRate, bonus } = config;
  const depositText =
    downPayment.unit === '%'
      ? fill(texts.down_payment_value, {
          percent: formatPercent(choices.downPayment, texts),
          amount: formatYen(Math.round((price * choices.downPayment) / 100), texts),
        })
      : formatYen(choices.downPayment, texts);
  const terms = stepsOf(duration);
  const months = monthsOf(choices.duration, duration.unit);
  const residual = config.residualPct?.[months];

  return (
    <div className={styles.fields}>
      <Range
        id={`${id}-down-payment`}
        input={downPayment}
        value={choices.downPayment}
        valueText={depositText}
        scale={downPayment.unit === '%' ? (n) => formatPercent(n, texts) : (n) => formatYen(n, texts)}
        onChange={(value) => onChange('downPayment', value)}
      />

      {terms.length <= maxTermButtons ? (
        <fieldset className={styles.field}>
          <legend className={styles.label}>{duration.label}</legend>
          <Segments
            name={`${id}-duration`}
            options={terms.map((term, i) => ({ value: term, label: termText(durationMonths(duration)[i]!, texts) }))}
            selected={choices.duration}
            onChange={(term) => onChange('duration', term)}
          />
        </fieldset>
      ) : (
        <div className={styles.field}>
          <label htmlFor={`${id}-duration`} className={styles.label}>
            {duration.label}
          </label>
          <select
            id={`${id}-duration`}
            className={kit.select}
            value={choices.duration}
            onChange={(event) => onChange('duration', Number(event.target.value))}
          >
            {terms.map((term, i) => (
              <option key={term} value={term}>
                {termText(durationMonths(duration)[i]!, texts)}
              </option>
            ))}
          </select>
        </div>
      )}

      {interestRate.min < interestRate.max ? (
        <Range
          id={`${id}-interest-rate`}
          input={interestRate}
          value={choices.interestRate}
          valueText={formatPercent(choices.interestRate, texts)}
          scale={(n) => formatPercent(n, texts)}
          onChange={(value) => onChange('interestRate', value)}
        />
      ) : (
        <p className={styles.field}>
          <span className={styles.label}>{interestRate.label}</span>
          <span className={styles.fixed}>{formatPercent(interestRate.default, texts)}</span>
        </p>
      )}

      {bonus ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-bonus`} className={styles.label}>
            {bonus.label}
          </label>
          <select
            id={`${id}-bonus`}
            className={kit.select}
            value={choices.bonusPayment}
            onChange={(event) => onChange('bonusPayment', Number(event.target.value))}
          >
            {stepsOf(bonus).map((amount) => (
              <option key={amount} value={amount}>
                {amount > 0 ? formatYen(amount, texts) : texts.bonus_none}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {residual !== undefined ? (
        <p className={styles.field}>
          <span className={styles.label}>{texts.residual}</span>
          <span className={styles.fixed}>{fill(texts.residual_value, { percent: formatPercent(residual, texts), months })}</span>
        </p>
      ) : null}
    </div>
  );
}

function Range({
  id,
  input,
  value,
  valueText,
  scale,
  onChange,
}: {
  id: string;
  input: RangeInput;
  value: number;
  valueText: string;
  scale: (value: number) => string;
  onChange: (value: number) => void;
}) {
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <label htmlFor={id} className={styles.label}>
          {input.label}
        </label>
        <output htmlFor={id} className={styles.value} aria-hidden="true">
          {valueText}
        </output>
      </div>
      <Slider
        id={id}
        min={input.min}
        max={input.max}
        step={input.interval}
        value={value}
        valueText={valueText}
        scale={[scale(input.min), scale(input.max)]}
        onChange={onChange}
      />
    </div>
  );
}
