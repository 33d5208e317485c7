import { Fragment } from 'react';
import type { OrderRow } from '@/db/schema';
import { formatJstDateTime } from '@/features/cms/format-date';
import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import { describeOptions } from '../options-summary';
import styles from './checkout.module.css';

/** An order's facts for its owner: number, date (Japan time), status, car, the options chosen and the fee. */
export function OrderSummary({ order, t }: { order: OrderRow; t: Translate }) {
  const vehicle = typeof order.leadAttributes.vehicle === 'string' ? order.leadAttributes.vehicle : order.vehicleVin.slice(-3);
  return (
    <dl className={styles.facts}>
      <dt>{t('ordering.order_number')}</dt>
      <dd>{order.orderNumber}</dd>
      <dt>{t('ordering.order_date')}</dt>
      <dd>{formatJstDateTime(order.createdAt)}</dd>
      <dt>{t('ordering.order_status')}</dt>
      <dd>{t(`ordering.status_${order.status}`)}</dd>
      <dt>{t('ordering.vehicle')}</dt>
      <dd>{vehicle}</dd>
      {order.financeOption ? (
        <>
          <dt>{t('ordering.finance_option_short')}</dt>
          <dd>{t(`ordering.finance_${order.financeOption}`)}</dd>
        </>
      ) : null}
      {describeOptions(order.metadata, t).map((line) => (
        <Fragment key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </Fragment>
      ))}
      <dt>{t('ordering.fee')}</dt>
      <dd>
        {order.paymentVendor === 'NO_PAYMENT_JAPAN'
          ? t('ordering.fee_free')
          : `${order.currency === 'JPY' ? formatYenFull(order.amount, t) : `${order.amount.toLocaleString('ja-JP')} ${order.currency}`}（${t(`ordering.payment_status.${order.paymentStatus}`)}）`}
      </dd>
    </dl>
  );
}
