'use client';

import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import type { HeadingLevel } from '@/ui/heading';
import { Modal } from '@/features/popups/components/modal.client';
import { Segments, Slider } from '../calculator-kit/controls';
import type { CalculatorCar } from './calculator-view';
import {
  displayRange,
  drivingEnvironments,
  estimateRangeKm,
  kmPerMile,
  maxOccupants,
  minOccupants,
  shareOfWltc,
  temperatureSteps,
  type DrivingEnvironment,
  type RangeProfile,
  type RangeUnit,
} from './range-model';
import { fillText, type CalculatorTexts, type ModalContent, type ModalTopic } from './text-keys';
import kit from '../calculator-kit/calculator.module.css';
import styles from './electric-range-calculator.module.css';

export interface CalculatorCarProps extends CalculatorCar {
  /** The car's picture and link, rendered on the server. */
  media?: ReactNode;
  link?: ReactNode;
}

interface Props {
  /** Unique on the page: the ids of the controls start with it. */
  id: string;
  cars: CalculatorCarProps[];
  profiles: Record<string, RangeProfile>;
  temperature: { min: number; max: number; step: number; initial: number };
  unit: RangeUnit;
  texts: CalculatorTexts;
  modals: Partial<Record<ModalTopic, ModalContent>>;
  disclaimer?: string;
  /** The heading level of the chosen car's name (below the block's title). */
  carHeading: HeadingLevel;
}

/** Said to screen readers this long after the last change (a slider being dragged says its value itself). */
export const announceDelayMs = 600;
/** One analytics event per settled choice, not one per step of a slider. */
export const trackDelayMs = 1500;

/**
 * The electric range calculator (decision 0064). Every control is a native one — a select, radio
 * groups drawn as segmented buttons, a range input, two switches — so it works by touch, mouse and
 * keyboard alike; the figure changes as the visitor moves a control, and a polite status says the
 * new estimate once the choice has settled. The server renders the same markup with the first
 * choices, so nothing moves when it hydrates.
 */
export function RangeCalculator({ id, cars, profiles, temperature, unit, texts, modals, disclaimer, carHeading }: Props) {
  const [carIndex, setCarIndex] = useState(0);
  const [engineIndex, setEngineIndex] = useState(0);
  const [wheelCode, setWheelCode] = useState(cars[0]?.engines[0]?.wheels[0]?.code ?? '');
  const [temperatureC, setTemperatureC] = useState(temperature.initial);
  const [climateControl, setClimateControl] = useState(true);
  const [preconditioning, setPreconditioning] = useState(false);
  const [environment, setEnvironment] = useState<DrivingEnvironment>('combined');
  const [occupants, setOccupants] = useState(minOccupants);
  const [openModal, setOpenModal] = useState<ModalTopic | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const car = cars[carIndex] ?? cars[0]!;
  const engine = car.engines[engineIndex] ?? car.engines[0]!;
  const wheel = engine.wheels.find((w) => w.code === wheelCode) ?? engine.wheels[0]!;
  const profile = profiles[engine.profile]!;
  const km = estimateRangeKm({ wltc_km: wheel.wltcKm, wh_km: wheel.whKm }, profile, {
    temperatureC,
    climateControl,
    preconditioning,
    environment,
    occupants,
  });
  const unitText = texts[unit];
  const figure = fillText(texts.figure, { value: displayRange(km, unit).toLocaleString('ja-JP'), unit: unitText });
  const share = shareOfWltc(km, wheel.wltcKm);
  const shareText = fillText(texts.share, { percent: share });
  const wltcValue = unit === 'mile' ? Math.round(wheel.wltcKm / kmPerMile) : wheel.wltcKm;
  const carName = car.engines.length > 1 ? `${car.name} ${engine.label}` : car.name;

  /** A choice keeps the wheel size when the new engine has it, else takes the smallest. */
  const chooseEngine = (nextCar: number, nextEngine: number) => {
    const wheels = cars[nextCar]!.engines[nextEngine]!.wheels;
    setCarIndex(nextCar);
    setEngineIndex(nextEngine);
    setWheelCode((wheels.find((w) => w.inch === wheel.inch) ?? wheels[0]!).code);
  };

  // After the visitor's own change (not on load): the estimate read out, then one analytics event.
  const choice = [carIndex, engine.key, wheel.code, temperatureC, climateControl, preconditioning, environment, occupants].join('|');
  const firstChoice = useRef(choice);
  const settled = useEffectEvent(() => ({
    announce: fillText(texts.announce, { car: carName, range: texts.range, figure, share: shareText }),
    event: { event: 'powertrain_tool', action: 'calculate', powertrain: engine.powertrain, label: carName } as const,
  }));
  useEffect(() => {
    if (choice === firstChoice.current) return;
    firstChoice.current = '';
    const announce = setTimeout(() => setAnnouncement(settled().announce), announceDelayMs);
    const track = setTimeout(() => trackEvent(settled().event), trackDelayMs);
    return () => {
      clearTimeout(announce);
      clearTimeout(track);
    };
  }, [choice]);

  const labelId = (name: string) => `${id}-${name}-label`;
  const info = (topic: ModalTopic, name: string) =>
    modals[topic] ? (
      <button
        type="button"
        className={styles.info}
        aria-haspopup="dialog"
        aria-label={fillText(texts.about, { topic: name })}
        onClick={() => setOpenModal(topic)}
      >
        <span aria-hidden="true">?</span>
      </button>
    ) : null;
  /** A filter's name and info button; `value` is what is chosen, or (`only`) the one thing there is. */
  const head = (name: string, label: string, topic?: ModalTopic, value?: string, only = false) => (
    <div className={styles.head}>
      <span id={labelId(name)} className={styles.label}>
        {label}
      </span>
      {value !== undefined ? (
        // A slider says its own value; the only wheel size has nothing else to say it.
        <span className={styles.value} aria-hidden={only ? undefined : 'true'}>
          {value}
        </span>
      ) : null}
      {topic ? info(topic, label) : null}
    </div>
  );
  const radios = <V extends string | number>(
    name: string,
    options: readonly { value: V; label: string }[],
    selected: V,
    onChange: (value: V) => void,
  ) => <Segments name={`${id}-${name}`} labelledBy={labelId(name)} options={options} selected={selected} onChange={onChange} />;
  const toggle = (name: string, label: string, topic: ModalTopic, checked: boolean, onChange: (on: boolean) => void) => (
    <div className={styles.filter}>
      {head(name, label, topic)}
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-labelledby={labelId(name)}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={styles.track} aria-hidden="true" />
        <span aria-hidden="true">{checked ? texts.on : texts.off}</span>
      </label>
    </div>
  );
  const modal = openModal ? modals[openModal] : undefined;
  const CarHeading = carHeading;
  const steps = temperatureSteps(temperature);
  const degrees = (value: number) => fillText(texts.temperature_value, { value });

  return (
    <div className={styles.calculator}>
      <div className={styles.car}>
        {cars.length > 1 ? (
          <div className={styles.filter}>
            <label htmlFor={`${id}-car`} className={styles.label}>
              {texts.select}
            </label>
            <select
              id={`${id}-car`}
              className={kit.select}
              value={carIndex}
              onChange={(event) => chooseEngine(Number(event.target.value), 0)}
            >
              {cars.map((c, i) => (
                <option key={c.group} value={i}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={styles.carCard}>
          {car.media ? <div className={styles.media}>{car.media}</div> : null}
          <div className={styles.carText}>
            <CarHeading className={styles.carName}>{car.name}</CarHeading>
            {car.description ? <p className={styles.carDescription}>{car.description}</p> : null}
            {car.link ?? null}
          </div>
        </div>
      </div>

      <div className={`${styles.result} ${kit.panel} ${kit.sticky}`}>
        <p className={styles.resultLabel}>{texts.range}</p>
        <p className={`${styles.figure} ${kit.resultFigure}`}>{figure}</p>
        <div className={styles.bar} aria-hidden="true">
          <span className={styles.barFill} style={{ transform: `scaleX(${Math.min(share, 125) / 125})` }} />
          <span className={styles.barWltc}>WLTC</span>
        </div>
        <p className={styles.wltc}>
          {fillText(texts.wltc, { value: wltcValue.toLocaleString('ja-JP'), unit: unitText, inch: wheel.inch })}
          <br />
          {shareText}
        </p>
        <p className={styles.powertrain}>{texts[engine.powertrain]}</p>
        <p role="status" className="visually-hidden">
          {announcement}
        </p>
        {disclaimer ? <p className={styles.disclaimer}>{disclaimer}</p> : null}
      </div>

      <div className={styles.filters}>
        {car.engines.length > 1 ? (
          <div className={styles.filter}>
            {head('engine', texts.engine)}
            {radios(
              'engine',
              car.engines.map((e, i) => ({ value: i, label: e.label })),
              engineIndex,
              (i) => chooseEngine(carIndex, i),
            )}
          </div>
        ) : null}
        <div className={styles.filter}>
          {engine.wheels.length > 1 ? (
            <>
              {head('wheel', texts.wheel_size, 'wheel_size')}
              {radios(
                'wheel',
                engine.wheels.map((w) => ({ value: w.code, label: fillText(texts.wheel_inch, { inch: w.inch }) })),
                wheel.code,
                setWheelCode,
              )}
            </>
          ) : (
            head('wheel', texts.wheel_size, 'wheel_size', fillText(texts.wheel_inch, { inch: wheel.inch }), true)
          )}
        </div>
        <div className={styles.filter}>
          {head('temperature', texts.temperature, undefined, degrees(temperatureC))}
          <Slider
            labelledBy={labelId('temperature')}
            min={temperature.min}
            max={temperature.max}
            step={temperature.step}
            value={temperatureC}
            valueText={degrees(temperatureC)}
            scale={[degrees(steps[0]!), degrees(steps[steps.length - 1]!)]}
            onChange={setTemperatureC}
          />
        </div>
        {toggle('climate', texts.climate_control, 'climate_control', climateControl, setClimateControl)}
        {toggle('preconditioning', texts.preconditioning, 'preconditioning', preconditioning, setPreconditioning)}
        <div className={styles.filter}>
          {head('environment', texts.driving_environment, 'driving_environment')}
          {radios(
            'environment',
            drivingEnvironments.map((e) => ({ value: e, label: texts[e] })),
            environment,
            setEnvironment,
          )}
        </div>
        <div className={styles.filter}>
          {head('occupants', texts.occupants)}
          {radios(
            'occupants',
            Array.from({ length: maxOccupants - minOccupants + 1 }, (_, i) => ({
              value: minOccupants + i,
              label: fillText(texts.occupants_value, { count: minOccupants + i }),
            })),
            occupants,
            setOccupants,
          )}
        </div>
      </div>

      {modal ? (
        <Modal open onClose={() => setOpenModal(null)} labelledBy={`${id}-modal-title`} closeLabel={texts.close}>
          <h2 id={`${id}-modal-title`} className={styles.modalTitle}>
            {modal.title}
          </h2>
          {modal.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </Modal>
      ) : null}
    </div>
  );
}
