import { loanExample, type LoanExample } from '@/features/stock/loan';
import { monthsOf, snap, type FinanceProductConfig } from './config';

/**
 * The quote (decision 0063): the visitor's choices turned into the terms of the site's one loan
 * formula (`loanExample`, japan.md: one formula for cards, vehicle pages and calculators). Pure, so
 * the island computes it as the visitor moves a control and the tests and the server get the same.
 */
export interface FinanceChoices {
  /** In the product's down payment unit (% of the price, or yen). */
  downPayment: number;
  /** In the product's duration unit (years or months). */
  duration: number;
  /** 実質年率 %. */
  interestRate: number;
  /** ボーナス加算額, yen (products with bonus payments). */
  bonusPayment: number;
}

export type FinanceQuote =
  | {
      status: 'ok';
      example: LoanExample;
      /** The visitor's part of the deposit (頭金 minus the brand's contribution). */
      cashDeposit: number;
      contribution: number;
      /** 残価率 % of the term (0 without a balloon). */
      residualPct: number;
      choices: FinanceChoices;
    }
  /** The price has no figure: no monthly figure may be shown (japan.md). */
  | { status: 'no_price' }
  /** Deposit, bonuses and balloon cover the price: nothing is left to finance. */
  | { status: 'no_credit'; choices: FinanceChoices };

export function defaultChoices(config: FinanceProductConfig): FinanceChoices {
  return {
    downPayment: config.downPayment.default,
    duration: config.duration.default,
    interestRate: config.interestRate.default,
    bonusPayment: config.bonus?.default ?? 0,
  };
}

/** Choices kept inside the product's ranges and steps (a product switched to, content changed since). */
export function fitChoices(config: FinanceProductConfig, choices: FinanceChoices): FinanceChoices {
  return {
    downPayment: snap(choices.downPayment, config.downPayment),
    duration: snap(choices.duration, config.duration),
    interestRate: snap(choices.interestRate, config.interestRate),
    bonusPayment: config.bonus ? snap(choices.bonusPayment, config.bonus) : 0,
  };
}

export function financeQuote(price: number, config: FinanceProductConfig, wanted: FinanceChoices): FinanceQuote {
  if (!Number.isFinite(price) || price <= 0) return { status: 'no_price' };
  const choices = fitChoices(config, wanted);
  const months = monthsOf(choices.duration, config.duration.unit);
  const cash = Math.round(config.downPayment.unit === '%' ? (price * choices.downPayment) / 100 : choices.downPayment);
  const contribution = config.contribution?.amount ?? 0;
  const deposit = cash + contribution;
  if (months <= 0 || deposit >= price) return { status: 'no_credit', choices };
  const residualPct = config.residualPct?.[months] ?? 0;
  const example = loanExample(price, {
    apr: choices.interestRate,
    months,
    down_payment_pct: (deposit / price) * 100,
    bonus_payment: choices.bonusPayment,
    balloon_pct: residualPct,
  });
  if (!example) return { status: 'no_credit', choices };
  return { status: 'ok', example, cashDeposit: Math.max(0, example.downPayment - contribution), contribution, residualPct, choices };
}
