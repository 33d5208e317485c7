import { initCheckout } from '@/features/ordering/init-checkout.server';

/** POST /api/buy_online/orders/init — starts a checkout (features/ordering/init-checkout.server.ts). */
export const POST = initCheckout;
