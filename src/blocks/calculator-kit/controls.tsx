import styles from './calculator.module.css';

/**
 * The calculators' native controls, drawn alike (decisions 0063, 0064): they work by touch, mouse,
 * keyboard and screen reader because they are the browser's own. The island names them (a label
 * or `aria-labelledby`) and keeps the choice. A select takes the kit's `select` class.
 */

interface SegmentsProps<V extends string | number> {
  /** The radio buttons' `name`, unique on the page. */
  name: string;
  options: readonly { value: V; label: string }[];
  selected: V;
  onChange: (value: V) => void;
  /** The id of what names the group, when it is no fieldset's legend. */
  labelledBy?: string;
}

/** A radio group drawn as a row of buttons; arrow keys move the choice. */
export function Segments<V extends string | number>({ name, options, selected, onChange, labelledBy }: SegmentsProps<V>) {
  return (
    <div role={labelledBy ? 'radiogroup' : undefined} aria-labelledby={labelledBy} className={styles.segments}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === selected}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

interface SliderProps {
  /** Its own id, when a label points at it. */
  id?: string;
  /** The id of what names it, when no label points at it. */
  labelledBy?: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** What a screen reader says for the value ('20℃', '1,000,000円'). */
  valueText: string;
  /** The ends of the scale under it, as the island writes them. */
  scale: [string, string];
  onChange: (value: number) => void;
}

/** A range input with its two ends written under it; Home and End reach them. */
export function Slider({ id, labelledBy, min, max, step, value, valueText, scale, onChange }: SliderProps) {
  return (
    <>
      <input
        id={id}
        type="range"
        className={styles.slider}
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div className={styles.scale} aria-hidden="true">
        <span>{scale[0]}</span>
        <span>{scale[1]}</span>
      </div>
    </>
  );
}
