import Link from 'next/link';
import type { ReactNode } from 'react';
import { LeadForm } from '@/features/forms/components/islands';
import { loadFormBlockData } from '@/features/forms/form-block-data.server';
import { formViewOf } from '@/features/forms/form-view';
import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { formatYenFull } from '@/features/stock/format';
import { loadVehicleCards } from '@/features/stock/vehicle-cards.server';
import { shownPriceYen, similarVehicles, type VehiclePageData } from '@/features/stock/vehicle.server';
import type { Translate } from '@/i18n/i18n';
import {
  checkVerificationCodeAction,
  completeCheckoutAction,
  saveContactAction,
  saveTermsAction,
  sendVerificationCodeAction,
  startCheckoutAction,
} from '../checkout.actions';
import { checkoutPath, checkoutSteps, phoneVerifiedEnough, type CheckoutView } from '../checkout.server';
import { reservationForm, reservationFormName } from '../reservation-form.server';
import { isTabActive } from '../steps';
import { decimalAmount, holdsMoney, type PaymentStatus } from '@/features/payments/payment-state';
import { depositsOf, heldDeposit } from '@/features/payments/deposits.server';
import type { LiqpayCheckout } from '@/features/payments/liqpay-payments.server';
import type { PaymentRow } from '@/db/schema';
import { paypalClientId, paypalConfigured } from '@/features/payments/paypal-client.server';
import type { CardPaymentStart } from '@/features/payments/card-payments.server';
import { logger } from '@/lib/logger.server';
import { cardDepositFor, liqpayDepositFor } from '../deposit.server';
import { fillPlaceholders, flowFee, type CheckoutFlow } from '../checkout-flow';
import { CardPaymentForm } from './card-payment-form.client';
import { PayPalButtons } from './paypal-buttons.client';
import { HoldCountdown } from './hold-countdown.client';
import { OptionsStep } from './options-step';
import { VehicleInquiry } from './vehicle-inquiry';
import { optionsOffer } from '../checkout-options.server';
import { journeyOf } from '../journey';
import { stepDescription, stepTitle } from '../order-online-pages';
import styles from './checkout.module.css';

type ViewOf<K extends CheckoutView['kind']> = Extract<CheckoutView, { kind: K }>;

/** The car being reserved, as its card, beside every state of the journey. */
async function Frame({ page, t, children }: { page: VehiclePageData; t: Translate; children: ReactNode }) {
  const { cards, double, loan } = await loadVehicleCards([page.vehicle]);
  const card = cards[0]!;
  return (
    <div className={`grid-container ${styles.frame}`}>
      <aside aria-label={t('ordering.details_title')}>
        {/* The car as it is, not as others see it while this browser holds it (商談中). */}
        <VehicleCard vehicle={page.vehicle} photo={card.photo} double={double} loan={loan} t={t} priority />
      </aside>
      <div>{children}</div>
    </div>
  );
}

/** Cars like this one, for a visitor who cannot have it. */
async function Similar({ page, t }: { page: VehiclePageData; t: Translate }) {
  const { cards, double, loan } = await loadVehicleCards(await similarVehicles(page.vehicle, 3));
  if (!cards.length) return null;
  return (
    <section aria-labelledby="similar-cars">
      <h2 id="similar-cars">{t('ordering.similar')}</h2>
      <div className={styles.similar}>
        {cards.map(({ vehicle, photo }) => (
          <VehicleCard key={vehicle.id} vehicle={vehicle} photo={photo} double={double} loan={loan} t={t} />
        ))}
      </div>
    </section>
  );
}

export async function CheckoutNotice({ view, t }: { view: ViewOf<'held' | 'unavailable' | 'expired'>; t: Translate }) {
  const id = view.page.vehicle.id;
  const title =
    view.kind === 'expired'
      ? t('ordering.expired_title')
      : view.kind === 'held'
        ? t('ordering.held_title')
        : t('ordering.errors.unavailable');
  return (
    <Frame page={view.page} t={t}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{title}</h1>
        {view.kind === 'expired' ? <p>{view.flow?.softLockExpiredText ?? t('ordering.expired_body', { minutes: view.minutes })}</p> : null}
        {view.kind === 'unavailable' && view.flow?.unavailableText ? <p>{view.flow.unavailableText}</p> : null}
        {view.kind === 'held' ? <p>{t('ordering.errors.held')}</p> : null}
        <div className={styles.actions}>
          {view.kind === 'expired' ? (
            <form action={startCheckoutAction.bind(null, id)}>
              <FlowField flow={view.flow} />
              <button type="submit" className={styles.primary}>
                {t('ordering.try_again')}
              </button>
            </form>
          ) : null}
          <BackLinks view={view} t={t} />
        </div>
        <VehicleInquiry vehicleId={id} reason={view.kind} t={t} />
        <Similar page={view.page} t={t} />
      </div>
    </Frame>
  );
}

export async function CheckoutStart({ view, t }: { view: ViewOf<'start'>; t: Translate }) {
  return (
    <Frame page={view.page} t={t}>
      <div className={styles.panel}>
        <h1 className={styles.title}>{t('ordering.details_title')}</h1>
        <DealerFacts view={view} t={t} />
        <FeeInfo view={view} t={t} />
        <form action={startCheckoutAction.bind(null, view.page.vehicle.id)} className={styles.actions}>
          <FlowField flow={view.flow} />
          {view.configUrl ? <input type="hidden" name="config_url" value={view.configUrl} /> : null}
          <button type="submit" className={styles.primary}>
            {t('ordering.next')}
          </button>
          <BackLinks view={view} t={t} />
        </form>
        <p>
          {view.config.payment_vendor !== 'NO_PAYMENT_JAPAN'
            ? t('ordering.start_hint_deposit', {
                minutes: view.minutes,
                amount: formatYenFull(view.config.reservation_fee, t),
                method: t(`ordering.method_${view.config.payment_vendor}`),
              })
            : t('ordering.start_hint', { minutes: view.minutes })}
        </p>
      </div>
    </Frame>
  );
}

function DealerFacts({ view, t }: { view: ViewOf<'start' | 'step'>; t: Translate }) {
  const { vehicle, dealer } = view.page;
  const price = shownPriceYen(vehicle);
  return (
    <dl className={styles.facts}>
      <dt>{t('ordering.vehicle')}</dt>
      <dd>{`${vehicle.modelDisplayName} ${vehicle.version}`.trim()}</dd>
      {price && !vehicle.priceHidden ? (
        <>
          <dt>{t('ordering.total_price')}</dt>
          <dd>{formatYenFull(price, t)}</dd>
        </>
      ) : null}
      {dealer ? (
        <>
          <dt>{t('ordering.dealer')}</dt>
          <dd>{dealer.name}</dd>
        </>
      ) : null}
      <dt>{t('ordering.fee')}</dt>
      <dd>{view.config.payment_vendor === 'NO_PAYMENT_JAPAN' ? t('ordering.fee_free') : feeOf(view, t)}</dd>
    </dl>
  );
}

/** The market's reservation fee, written as the reservation-flow block asks (its currency symbol) or the Japanese way. */
function feeOf(view: ViewOf<'start' | 'step'>, t: Translate): string {
  return flowFee(view.config.reservation_fee, view.flow?.currencySymbol, (amount) => formatYenFull(amount, t));
}

/** The reservation-flow block's fee text, with the fee filled in. */
function FeeInfo({ view, t }: { view: ViewOf<'start' | 'step'>; t: Translate }) {
  if (!view.flow?.feeInfo) return null;
  const fee = view.config.payment_vendor === 'NO_PAYMENT_JAPAN' ? t('ordering.fee_free') : feeOf(view, t);
  return <p className={styles.hint}>{fillPlaceholders(view.flow.feeInfo, { fee })}</p>;
}

/** Carries the reservation-flow block's id into the hold (its texts dress every step). */
function FlowField({ flow }: { flow?: CheckoutFlow | null }) {
  return flow ? <input type="hidden" name="flow" value={flow.id} /> : null;
}

/** Back to the car, and to the reservation page the journey started from. */
function BackLinks({ view, t }: { view: ViewOf<'start' | 'held' | 'unavailable' | 'expired'>; t: Translate }) {
  return (
    <>
      <Link className={styles.secondary} href={view.page.canonicalPath}>
        {t('ordering.back_to_vehicle')}
      </Link>
      {view.flow ? (
        <Link className={styles.secondary} href={view.flow.pagePath}>
          {t('ordering.back_to_flow')}
        </Link>
      ) : null}
    </>
  );
}

/** The card error texts: the reservation-flow block's, or the spec's defaults in Japanese. */
function cardErrorTexts(view: ViewOf<'step'>, t: Translate) {
  return {
    errorTitle: view.flow?.cardErrorTitle ?? t('ordering.card.error_title'),
    errorBody: view.flow?.cardErrorText ?? t('ordering.card.error_body'),
    errorPrefix: view.flow?.cardErrorPrefix ?? t('ordering.card.error_prefix'),
  };
}

/**
 * The card deposit (B4): Stripe's Payment Element, or — once the card is authorised (a reload, a
 * return from the bank's 3-D Secure page) — the button that makes the order.
 */
async function CardDepositStep({ view, t }: { view: ViewOf<'step'>; t: Translate }) {
  const action = completeCheckoutAction.bind(null, view.page.vehicle.id);
  let deposit: CardPaymentStart;
  try {
    deposit = await cardDepositFor(view.hold);
  } catch (error) {
    logger.error({ err: error, holdId: view.hold.id }, 'card deposit could not be started');
    const texts = cardErrorTexts(view, t);
    return (
      <div role="alert" className={styles.cardError}>
        <p className={styles.cardErrorTitle}>{texts.errorTitle}</p>
        <p>{view.flow?.errorText ?? texts.errorBody}</p>
        <p>{t('ordering.card.unavailable')}</p>
      </div>
    );
  }
  const amount = formatYenFull(deposit.amount, t);
  return (
    <section aria-labelledby="card-deposit" className={styles.panel}>
      <h2 id="card-deposit">{t('ordering.card.title')}</h2>
      <DealerFacts view={view} t={t} />
      <FeeInfo view={view} t={t} />
      <p>{t('ordering.card.note', { amount })}</p>
      {holdsMoney(deposit.status) ? (
        <form action={action} className={styles.panel}>
          <p role="status">{t('ordering.card.authorised')}</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('ordering.card.complete')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <noscript>
            <p className={styles.error}>{t('ordering.card.noscript')}</p>
          </noscript>
          <p className={styles.hint}>{t('ordering.card.secure')}</p>
          <CardPaymentForm
            publishableKey={deposit.publishableKey}
            clientSecret={deposit.clientSecret}
            stripeAccountId={deposit.stripeAccountId}
            locale={view.flow?.paymentLocale ?? 'ja'}
            action={action}
            texts={{
              submit: t('ordering.card.submit'),
              processing: t('ordering.card.processing'),
              ...cardErrorTexts(view, t),
              unavailable: t('ordering.card.unavailable'),
            }}
          />
        </>
      )}
    </section>
  );
}

/** The PayPal deposit: PayPal's button, or — once the buyer approved (a reload) — the button that makes the order. */
async function PayPalDepositStep({ view, t }: { view: ViewOf<'step'>; t: Translate }) {
  const action = completeCheckoutAction.bind(null, view.page.vehicle.id);
  const texts = {
    ...cardErrorTexts(view, t),
    cancelled: t('ordering.paypal.cancelled'),
    unavailable: t('ordering.paypal.unavailable'),
    processing: t('ordering.card.processing'),
  };
  if (!paypalConfigured()) {
    return (
      <p role="alert" className={styles.error}>
        {texts.unavailable}
      </p>
    );
  }
  const existing = (await depositsOf(view.hold.id)).find((p) => p.provider === 'paypal');
  return (
    <section aria-labelledby="paypal-deposit" className={styles.panel}>
      <h2 id="paypal-deposit">{t('ordering.paypal.title')}</h2>
      <DealerFacts view={view} t={t} />
      <p>{t('ordering.paypal.note', { amount: formatYenFull(view.config.reservation_fee, t) })}</p>
      {existing && holdsMoney(existing.status as PaymentStatus) ? (
        <form action={action} className={styles.panel}>
          <p role="status">{t('ordering.card.authorised')}</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('ordering.card.complete')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <noscript>
            <p className={styles.error}>{t('ordering.paypal.noscript')}</p>
          </noscript>
          <PayPalButtons
            clientId={paypalClientId()}
            currency={view.config.currency}
            vehicleId={view.page.vehicle.id}
            action={action}
            texts={texts}
          />
        </>
      )}
    </section>
  );
}

/**
 * The LiqPay deposit: a plain form to LiqPay's checkout page (it works without JavaScript),
 * which sends the visitor back here; once LiqPay holds the money, the button that makes the order.
 */
async function LiqpayDepositStep({ view, t }: { view: ViewOf<'step'>; t: Translate }) {
  let form: LiqpayCheckout;
  let held: PaymentRow | undefined;
  try {
    held = await heldDeposit(view.hold.id);
    form = await liqpayDepositFor(view.hold);
  } catch (error) {
    logger.error({ err: error, holdId: view.hold.id }, 'LiqPay deposit could not be started');
    return (
      <div role="alert" className={styles.cardError}>
        <p className={styles.cardErrorTitle}>{t('ordering.card.error_title')}</p>
        <p>{t('ordering.card.error_body')}</p>
        <p>{t('ordering.liqpay.unavailable')}</p>
      </div>
    );
  }
  return (
    <section aria-labelledby="liqpay-deposit" className={styles.panel}>
      <h2 id="liqpay-deposit">{t('ordering.liqpay.title')}</h2>
      <DealerFacts view={view} t={t} />
      {held ? (
        <form action={completeCheckoutAction.bind(null, view.page.vehicle.id)} className={styles.panel}>
          <p role="status">{t('ordering.card.authorised')}</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('ordering.card.complete')}
            </button>
          </div>
        </form>
      ) : (
        <form method="post" action={form.checkoutUrl} acceptCharset="utf-8" className={styles.panel}>
          <p>{t('ordering.liqpay.note', { amount: `${decimalAmount(form.amount, form.currency)} ${form.currency}` })}</p>
          <input type="hidden" name="data" value={form.data} />
          <input type="hidden" name="signature" value={form.signature} />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('ordering.liqpay.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Before a deposit (setting ordering.phone_verification): the visitor confirms their number with an SMS code. */
function PhoneVerificationStep({ view, t, state }: { view: ViewOf<'step'>; t: Translate; state: string | null }) {
  const id = view.page.vehicle.id;
  const raw = view.hold.draft.attributes?.phone;
  const phone = typeof raw === 'string' ? raw : '';
  const sent = state === 'sent' || state === 'code';
  return (
    <section aria-labelledby="phone-verification" className={styles.panel}>
      <h2 id="phone-verification">{t('ordering.verification.title')}</h2>
      <p>{sent ? t('ordering.verification.sent', { phone }) : t('ordering.verification.body', { phone })}</p>
      {state === 'rate' || state === 'unavailable' ? (
        <p role="alert" className={styles.error}>
          {t(state === 'rate' ? 'ordering.verification.rate_limited' : 'ordering.verification.unavailable')}
        </p>
      ) : null}
      {sent ? (
        <form action={checkVerificationCodeAction.bind(null, id)} className={styles.panel}>
          <label className={styles.field}>
            {t('ordering.verification.code_label')}
            <input
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9０-９]{4,10}"
              required
              aria-invalid={state === 'code' ? true : undefined}
              aria-describedby={state === 'code' ? 'code-error' : undefined}
            />
          </label>
          {state === 'code' ? (
            <p id="code-error" role="alert" className={styles.error}>
              {t('ordering.verification.wrong_code')}
            </p>
          ) : null}
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('ordering.verification.check')}
            </button>
          </div>
        </form>
      ) : null}
      <form action={sendVerificationCodeAction.bind(null, id)}>
        <button type="submit" className={sent ? styles.secondary : styles.primary}>
          {t(sent ? 'ordering.verification.resend' : 'ordering.verification.send')}
        </button>
      </form>
    </section>
  );
}

/** The submit button of a step's form. */
function NextButton({ t }: { t: Translate }) {
  return (
    <div className={styles.actions}>
      <button type="submit" className={styles.primary}>
        {t('ordering.next')}
      </button>
    </div>
  );
}

function StepNav({ view, t }: { view: ViewOf<'step'>; t: Translate }) {
  const id = view.page.vehicle.id;
  return (
    <nav aria-label={t('ordering.checkout_title')} className={styles.nav}>
      <ol>
        {checkoutSteps.map((type, i) => (
          <li key={type}>
            {i === view.step ? (
              <span aria-current="step">{stepTitle(view.pages.steps, type, t)}</span>
            ) : isTabActive(view.steps, i) ? (
              <Link href={checkoutPath(id, i)}>{stepTitle(view.pages.steps, type, t)}</Link>
            ) : (
              <span aria-disabled="true">{stepTitle(view.pages.steps, type, t)}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export async function CheckoutStep({
  view,
  t,
  error,
  verification = null,
}: {
  view: ViewOf<'step'>;
  t: Translate;
  error: string | null;
  /** How the phone step went (?verification=sent|code|rate|unavailable). */
  verification?: string | null;
}) {
  const id = view.page.vehicle.id;
  const type = checkoutSteps[view.step]!;
  const description = stepDescription(view.pages.steps, type);
  const draft = view.hold.draft;
  let body: ReactNode;
  switch (type) {
    case 'details':
      body = (
        <>
          <DealerFacts view={view} t={t} />
          <div className={styles.actions}>
            <Link
              className={styles.primary}
              href={checkoutPath(id, 1)}
              style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
            >
              {t('ordering.next')}
            </Link>
          </div>
        </>
      );
      break;
    case 'options':
      body = <OptionsStep vehicleId={id} draft={draft} offer={await optionsOffer(journeyOf(draft), t)} t={t} />;
      break;
    case 'contact': {
      await reservationForm(); // made from its definition the first time a checkout needs it
      const data = await loadFormBlockData(reservationFormName);
      const formView = formViewOf(data, t);
      if (formView) {
        const values = draft.attributes ?? {};
        formView.fields = formView.fields.map((f) => {
          const v = values[f.name];
          return { ...f, defaultValue: (Array.isArray(v) ? v[0] : v) ?? f.defaultValue };
        });
        formView.texts = { ...formView.texts, submit: t('ordering.next') };
      }
      body = formView ? (
        <LeadForm view={formView} action={saveContactAction.bind(null, id)} twoColumns buttonPosition="left" paramsMapping={{}} />
      ) : (
        <p role="alert">{t('forms.unavailable')}</p>
      );
      break;
    }
    case 'terms':
      body = (
        <form action={saveTermsAction.bind(null, id)} className={styles.panel}>
          <div className={styles.terms}>
            {view.flow?.termsDisclaimer ??
              t(view.config.payment_vendor === 'NO_PAYMENT_JAPAN' ? 'ordering.terms_body' : 'ordering.terms_body_deposit')}
          </div>
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="terms_accepted"
              defaultChecked={draft.terms_accepted === true}
              required
              aria-invalid={error === 'terms' ? true : undefined}
              aria-describedby={error === 'terms' ? 'terms-error' : undefined}
            />
            {view.flow?.termsLabel ?? t('ordering.terms_label')}
          </label>
          {error === 'terms' ? (
            <p id="terms-error" className={styles.error} role="alert">
              {t('ordering.errors.terms')}
            </p>
          ) : null}
          <NextButton t={t} />
        </form>
      );
      break;
    case 'payment':
      body =
        view.config.payment_vendor !== 'NO_PAYMENT_JAPAN' && !(await phoneVerifiedEnough(draft)) ? (
          <PhoneVerificationStep view={view} t={t} state={verification} />
        ) : view.config.payment_vendor === 'STRIPE' ? (
          <CardDepositStep view={view} t={t} />
        ) : view.config.payment_vendor === 'PAYPAL' ? (
          <PayPalDepositStep view={view} t={t} />
        ) : view.config.payment_vendor === 'LIQPAY' ? (
          <LiqpayDepositStep view={view} t={t} />
        ) : (
          <form action={completeCheckoutAction.bind(null, id)} className={styles.panel}>
            <DealerFacts view={view} t={t} />
            <FeeInfo view={view} t={t} />
            <p>{t('ordering.reserve_free')}</p>
            <div className={styles.actions}>
              <button type="submit" className={styles.primary}>
                {t('ordering.submit_free')}
              </button>
            </div>
          </form>
        );
      break;
  }
  return (
    <Frame page={view.page} t={t}>
      <h1 className={styles.title}>{stepTitle(view.pages.steps, type, t)}</h1>
      <StepNav view={view} t={t} />
      {description && <p className={styles.stepDescription}>{description}</p>}
      <div className={styles.timer}>
        <HoldCountdown
          expiresAt={view.hold.expiresAt.toISOString()}
          lockId={view.hold.id}
          vehicleId={id}
          steps={view.steps}
          template={view.flow?.lockedInfo ?? t('ordering.countdown')}
          label={t('ordering.countdown_label')}
          remainingMs={view.remainingMs}
        />
      </div>
      {body}
    </Frame>
  );
}
