/**
 * The finance products of blocks.md §2.3 (decision 0063): about thirty country-specific hire-purchase
 * variants, chosen per product group with `finance_product` (default HirePurchaseSample). A variant
 * decides what the one loan formula (`features/stock/loan.ts`) is given besides the deposit, term and
 * rate: bonus payments (ボーナス併用, Japan and Korea) and a final balloon (残価設定 / PCP / balloon).
 * The Japanese variants are the ones this site sells; the others keep content imported from other
 * markets valid and computed the same way.
 */
export interface ProductFeatures {
  /** ボーナス加算: an extra payment every sixth month. */
  bonus: boolean;
  /** 残価 (residual / balloon): a final payment, a percentage of the price by term. */
  residual: boolean;
}

const standard: ProductFeatures = { bonus: false, residual: false };
const residual: ProductFeatures = { bonus: false, residual: true };
const bonus: ProductFeatures = { bonus: true, residual: false };
const residualBonus: ProductFeatures = { bonus: true, residual: true };

export const financeProductFeatures = {
  HirePurchaseSample: standard,
  HirePurchaseJP: standard,
  HirePurchaseBonusJP: bonus,
  PersonalContractPurchaseJP: residual,
  PersonalContractPurchaseBonusJP: residualBonus,
  BalloonHirePurchaseJP: residual,
  HirePurchaseUK: standard,
  PersonalContractPurchaseUK: residual,
  HirePurchaseIE: standard,
  PersonalContractPurchaseIE: residual,
  HirePurchaseDE: standard,
  BalloonHirePurchaseDE: residual,
  HirePurchaseAT: standard,
  HirePurchaseCH: standard,
  HirePurchaseFR: standard,
  BalloonHirePurchaseFR: residual,
  HirePurchaseNL: standard,
  HirePurchaseIT: standard,
  BalloonHirePurchaseIT: residual,
  HirePurchaseES: standard,
  BalloonHirePurchaseES: residual,
  HirePurchasePL: standard,
  HirePurchaseCZ: standard,
  HirePurchaseAU: standard,
  BalloonHirePurchaseAU: residual,
  HirePurchaseNZ: standard,
  BalloonHirePurchaseZA: residual,
  HirePurchaseAE: standard,
  HirePurchaseSA: standard,
  HirePurchaseKR: bonus,
} as const satisfies Record<string, ProductFeatures>;

export type FinanceProductKey = keyof typeof financeProductFeatures;
export const financeProducts = Object.keys(financeProductFeatures) as FinanceProductKey[];
export const defaultFinanceProduct: FinanceProductKey = 'HirePurchaseSample';

export function featuresOf(product: string): ProductFeatures {
  return Object.hasOwn(financeProductFeatures, product) ? financeProductFeatures[product as FinanceProductKey] : standard;
}
