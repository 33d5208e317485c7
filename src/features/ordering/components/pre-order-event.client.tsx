'use client';

import { useEffect } from 'react';
import { trackEvent } from '@/features/analytics/track';

/** The pre-order analytics event (site.md §7), once, when the visitor sees their order made. */
export function PreOrderEvent(props: {
  orderNumber: string;
  vehicleId: number;
  channel: string;
  vendor: string;
  financeOption: string | null;
}) {
  const { orderNumber, vehicleId, channel, vendor, financeOption } = props;
  useEffect(() => {
    trackEvent({
      event: 'pre_order',
      order_number: orderNumber,
      vehicle_id: vehicleId,
      listing_channel: channel,
      payment_vendor: vendor,
      finance_option: financeOption,
    });
  }, [orderNumber, vehicleId, channel, vendor, financeOption]);
  return null;
}
