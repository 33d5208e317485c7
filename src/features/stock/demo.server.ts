import 'server-only';

/** Public API of the demo inventory (server): start-up seed, CLI seed, e2e data, tests and benches. */
export { seedDemoStock } from './demo/seed-demo-stock.server';
export { generateDemoVehicles } from './demo/demo-inventory';
export { demoStockNavEntry, demoStockPage } from './demo/demo-stock-page';
