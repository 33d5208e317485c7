import type { OptionsContext } from './checkout-options';

/**
 * What the options step's tests share: an offer (two packs, trade-in and booking on, "today" fixed)
 * and a complete trade-in as the order keeps it. Tests only.
 */
export const sampleOptionsContext: OptionsContext = {
  financingOptions: ['cash', 'loan'],
  servicePacks: [
    { key: 'maintenance_3y', name: 'メンテナンスパック（3年）', description: '3年間の点検', price: 165_000 },
    { key: 'coating', name: 'ボディコーティング', price: 88_000 },
  ],
  brands: ['toyota', 'land_rover'],
  bodyTypes: ['suv', 'sedan'],
  fuelTypes: ['petrol', 'hybrid'],
  tradeIn: true,
  booking: true,
  today: '2026-11-26',
};

export const sampleTradeIn = {
  brand: 'toyota',
  model: 'ハリアー',
  body_type: 'suv',
  fuel_type: 'hybrid',
  mileage: 45_000,
  registration_date: '2019-04',
  registration_number: '品川 300 さ 12-34',
};
