import { fill, type FinanceTexts, type TextKey } from './texts';
import { formatYen } from './view';
import { levelOptions, valueAt, vehicleLevels, type FinanceVehicle, type VehicleLevel } from './vehicles';
import kit from '../calculator-kit/calculator.module.css';
import styles from './finance-calculator.module.css';

const levelText: Record<VehicleLevel, TextKey> = { model: 'model', year: 'model_year', body: 'body_style', engine: 'engine', trim: 'trim' };

interface Props {
  id: string;
  vehicles: FinanceVehicle[];
  vehicle: FinanceVehicle;
  texts: FinanceTexts;
  onChoose: (level: VehicleLevel, value: string) => void;
}

/**
 * The vehicle, level by level (decision 0063): a native select per level that has a choice — it
 * works with touch, keyboard and screen readers alike — and the level's only value as text where
 * there is none to make. Below, the chosen grade and its price.
 */
export function VehicleFields({ id, vehicles, vehicle, texts, onChoose }: Props) {
  return (
    <div className={styles.fields}>
      {vehicleLevels.map((level) => {
        const options = levelOptions(vehicles, vehicle, level);
        const label = texts[levelText[level]];
        const optionLabel = (option: { label: string }) =>
          level === 'year' ? fill(texts.model_year_value, { year: option.label }) : option.label;
        const controlId = `${id}-${level}`;
        if (options.length <= 1) {
          return (
            <p key={level} className={styles.field}>
              <span className={styles.label}>{label}</span>
              <span className={styles.fixed}>{options[0] ? optionLabel(options[0]) : ''}</span>
            </p>
          );
        }
        return (
          <div key={level} className={styles.field}>
            <label htmlFor={controlId} className={styles.label}>
              {label}
            </label>
            <select
              id={controlId}
              className={kit.select}
              value={valueAt(vehicle, level)}
              onChange={(event) => onChoose(level, event.target.value)}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {optionLabel(option)}
                </option>
              ))}
            </select>
          </div>
        );
      })}
      <div className={styles.chosen}>
        <p className={styles.chosenName}>{vehicle.name}</p>
        <p className={styles.chosenPrice} data-finance-price="">
          <span>{texts.vehicle_price}</span> <span className={styles.figure}>{formatYen(vehicle.price, texts)}</span>
        </p>
        {vehicle.modelNote ? <p className={styles.note}>{vehicle.modelNote}</p> : null}
      </div>
    </div>
  );
}
