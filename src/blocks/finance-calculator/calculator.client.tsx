'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { trackEvent } from '@/features/analytics/track';
import type { HeadingLevel } from '@/ui/heading';
import buttonStyles from '@/ui/link-button.module.css';
import { OptionsFields, type ChoiceName } from './options-fields';
import { ProductFields } from './product-fields';
import { QuotePanel, type ProductProps } from './quote-panel';
import { defaultChoices, financeQuote, fitChoices, type FinanceChoices, type FinanceQuote } from './quote';
import { fill, type FinanceTexts } from './texts';
import { VehicleFields } from './vehicle-fields';
import { chooseAt, type FinanceVehicle, type VehicleLevel } from './vehicles';
import { quoteView } from './view';
import kit from '../calculator-kit/calculator.module.css';
import styles from './finance-calculator.module.css';

export type { ProductProps } from './quote-panel';
export type FinanceStep = 'vehicle' | 'product' | 'options' | 'quote';

interface Props {
  /** Unique on the page: the ids of the controls start with it. */
  id: string;
  calculatorStyle: 'default' | 'mena';
  /** The level of the steps' headings (below the block's title). */
  stepHeading: HeadingLevel;
  vehicles: FinanceVehicle[];
  products: ProductProps[];
  texts: FinanceTexts;
  hideFreeItems: boolean;
}

/** One analytics event, and one announcement on one screen, per settled choice (not per slider step). */
export const settleDelayMs = 800;

const choiceLabels: Record<ChoiceName, string> = {
  downPayment: 'down_payment',
  duration: 'duration',
  interestRate: 'interest_rate',
  bonusPayment: 'bonus_payment',
};

/** What the live region says about a quote. */
function announcementOf(quote: FinanceQuote, vehicle: FinanceVehicle, product: ProductProps, texts: FinanceTexts): string {
  if (quote.status === 'ok') {
    return quoteView(quote, {
      config: product.config,
      texts,
      vehicleName: vehicle.name,
      productName: product.name,
      hideFreeItems: true,
      createdAt: null,
    }).announcement;
  }
  const reason = quote.status === 'no_price' ? texts.no_price : texts.no_credit;
  return fill(texts.announce_none, { vehicle: vehicle.name, product: product.name, reason });
}

/**
 * The finance calculator (blocks.md §2.3 and §4, decision 0063). `default`: steps — vehicle, plan
 * (when there is more than one), options, then the payment example; a finished step's button in
 * the step list, "条件を変更する" and "車種を変更する" go back with every choice kept. `mena`: all on one
 * screen, the payment example beside the choices and following them. The example is computed here
 * from the site's one loan formula; a polite status reads the monthly payment with its conditions.
 * The server renders the first screen as it hydrates, so nothing moves.
 */
export function FinanceCalculator({ id, calculatorStyle, stepHeading, vehicles, products, texts, hideFreeItems }: Props) {
  const [vehicle, setVehicle] = useState(vehicles[0]!);
  const [productIndex, setProductIndex] = useState(0);
  // Choices per plan: going back to a plan finds its options as they were.
  const [choicesBy, setChoicesBy] = useState<Record<number, FinanceChoices>>({});
  const [step, setStep] = useState<FinanceStep>('vehicle');
  const [createdAt, setCreatedAt] = useState<Date | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stepTitle = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const mena = calculatorStyle === 'mena';
  const product = products[productIndex] ?? products[0]!;
  const choices = choicesBy[productIndex] ?? defaultChoices(product.config);
  const quote = financeQuote(vehicle.price, product.config, choices);
  const steps: FinanceStep[] = products.length > 1 ? ['vehicle', 'product', 'options', 'quote'] : ['vehicle', 'options', 'quote'];
  const stepIndex = Math.max(0, steps.indexOf(step));

  const latest = useRef({ vehicle, product, quote });
  latest.current = { vehicle, product, quote };
  const send = (action: 'open' | 'change' | 'calculate' | 'apply', label?: string) => {
    const { vehicle: v, product: p } = latest.current;
    trackEvent({ event: 'finance_calculator', action, finance_product: p.config.product, model: v.model, ...(label ? { label } : {}) });
  };
  // The first focus, touch or choice opens the calculator: a choice made without either (a
  // screen reader's, autofill's) still sends it first, naming the car shown when it opened.
  const opened = useRef(false);
  const open = () => {
    if (opened.current) return;
    opened.current = true;
    send('open');
  };
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const changed = (label: string) => {
    clearTimeout(settle.current);
    settle.current = setTimeout(() => {
      if (!mena) return send('change', label);
      const { vehicle: v, product: p, quote: q } = latest.current;
      setAnnouncement(announcementOf(q, v, p, texts));
      send('calculate', v.key);
    }, settleDelayMs);
  };
  useEffect(() => () => clearTimeout(settle.current), []);

  // On one screen the example is always there: dated today, once the page runs in the browser (a
  // date rendered on the server would be the cached page's).
  useEffect(() => {
    if (mena) setCreatedAt(new Date());
  }, [mena]);

  // A step the visitor moved to takes the focus at its heading (never on load).
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    stepTitle.current?.focus();
  }, [step]);
  const go = (next: FinanceStep) => {
    moved.current = true;
    setStep(next);
  };

  const chooseVehicle = (level: VehicleLevel, value: string) => {
    open();
    setVehicle(chooseAt(vehicles, vehicle, level, value));
    changed(level === 'model' ? 'model' : 'vehicle');
  };
  const chooseProduct = (index: number) => {
    open();
    setProductIndex(index);
    changed('product');
  };
  const chooseOption = (name: ChoiceName, value: number) => {
    open();
    setChoicesBy((all) => ({ ...all, [productIndex]: fitChoices(product.config, { ...choices, [name]: value }) }));
    changed(choiceLabels[name]);
  };
  const calculate = () => {
    clearTimeout(settle.current);
    setCreatedAt(new Date());
    setAnnouncement(announcementOf(quote, vehicle, product, texts));
    send('calculate', vehicle.key);
    go('quote');
  };

  const stepName = (s: FinanceStep) => texts[`step_${s}`];
  const Title = stepHeading;
  const vehicleFields = <VehicleFields id={id} vehicles={vehicles} vehicle={vehicle} texts={texts} onChoose={chooseVehicle} />;
  const productFields =
    products.length > 1 ? (
      <ProductFields id={id} products={products} selected={productIndex} texts={texts} onSelect={chooseProduct} />
    ) : null;
  const optionsFields = (
    <OptionsFields id={id} config={product.config} choices={choices} price={vehicle.price} texts={texts} onChange={chooseOption} />
  );
  const panel = (heading?: ReactNode) => (
    <QuotePanel
      quote={quote}
      product={product}
      vehicleName={vehicle.name}
      modelNote={vehicle.modelNote}
      texts={texts}
      hideFreeItems={hideFreeItems}
      createdAt={createdAt ?? (mena ? 'pending' : null)}
      heading={heading}
      onApply={(label) => send('apply', label)}
    />
  );
  const button = (kind: 'primary' | 'secondary', label: string, onClick: () => void) => (
    <button type="button" className={`${buttonStyles.button} ${buttonStyles[kind]}`} onClick={onClick}>
      {label}
    </button>
  );

  return (
    <div className={styles.calculator} data-finance-calculator={calculatorStyle} onFocusCapture={open} onPointerDownCapture={open}>
      {mena ? (
        <div className={styles.oneScreen}>
          <div className={styles.choices}>
            {vehicleFields}
            {productFields}
            {optionsFields}
          </div>
          <div className={kit.sticky}>
            {panel(
              <Title ref={stepTitle} className={styles.stepTitle}>
                {texts.quote_title}
              </Title>,
            )}
          </div>
        </div>
      ) : (
        <>
          <ol className={styles.stepper} aria-label={texts.steps}>
            {steps.map((s, i) => (
              <li key={s} className={styles.stepItem} data-state={i < stepIndex ? 'done' : i === stepIndex ? 'current' : 'next'}>
                {i < stepIndex ? (
                  <button type="button" className={styles.stepLink} onClick={() => go(s)}>
                    <span className={styles.stepNumber}>{i + 1}</span>
                    <span className={styles.stepName}>{stepName(s)}</span>
                    <span className="visually-hidden">{texts.step_done}</span>
                  </button>
                ) : (
                  <span className={styles.stepLink} aria-current={i === stepIndex ? 'step' : undefined}>
                    <span className={styles.stepNumber}>{i + 1}</span>
                    <span className={styles.stepName}>{stepName(s)}</span>
                  </span>
                )}
              </li>
            ))}
          </ol>
          <div className={styles.step} data-finance-step={step}>
            <p className={styles.stepOf}>{fill(texts.step_of, { n: stepIndex + 1, total: steps.length })}</p>
            <Title ref={stepTitle} tabIndex={-1} className={styles.stepTitle}>
              {stepName(step)}
            </Title>
            {step === 'vehicle' ? vehicleFields : null}
            {step === 'product' ? productFields : null}
            {step === 'options' ? optionsFields : null}
            {step === 'quote' ? panel() : null}
            <div className={styles.actions}>
              {step === 'product' || step === 'options' ? button('secondary', texts.back, () => go(steps[stepIndex - 1]!)) : null}
              {step === 'vehicle' || step === 'product' ? button('primary', texts.next, () => go(steps[stepIndex + 1]!)) : null}
              {step === 'options' ? button('primary', texts.calculate, calculate) : null}
              {step === 'quote' ? (
                <>
                  {button('secondary', texts.edit, () => go('options'))}
                  {button('secondary', texts.change_vehicle, () => go('vehicle'))}
                </>
              ) : null}
            </div>
          </div>
        </>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
