import Link from 'next/link';
import { fillPlaceholders, flowFee } from '@/features/ordering/checkout-flow';
import { isUnavailableStatus } from '@/features/ordering/holds.server';
import { VehicleCard } from '@/features/stock/components/vehicle-card';
import { formatYenFull } from '@/features/stock/format';
import type { Translate } from '@/i18n/i18n';
import { Heading } from '@/ui/heading';
import { defineBlock } from '../types';
import { loadReservationFlow, tabParam, type ReservationFlowData } from './load.server';
import { reservationFlowTemplate, type ReservationFlowFields } from './template';
import styles from './reservation-flow.module.css';

/** The checkout of one car, started from this block (its texts dress the journey). */
export function flowCheckoutPath(vehicleId: number, blockId: number): string {
  return `/showroom-order-online/vehicle/${vehicleId}?flow=${blockId}`;
}

function feeText(fields: ReservationFlowFields, data: ReservationFlowData, t: Translate): string {
  if (data.config.payment_vendor === 'NO_PAYMENT_JAPAN') return t('ordering.fee_free');
  return flowFee(data.config.reservation_fee, fields.currency_symbol || undefined, (amount) => formatYenFull(amount, t));
}

/**
 * The reservation flow (blocks.md 2.16): welcome, the cars that can be reserved in tabs (a tab is
 * a link, so it works without JavaScript and the tab is in the address), and — for a browser that
 * already reserved here — the reservation made. Rendered per request: what it shows depends on
 * this browser and on which cars are held at this moment.
 */
export const reservationFlow = defineBlock({
  template: reservationFlowTemplate,
  dynamic: true,
  defaultContent: {
    fields: {
      title: 'オンラインで予約する',
      welcome_text: 'ご希望の車両を選んでご予約ください。お手続きの間、車両はほかのお客様から確保されます。',
      ci_key_list: 'jp-main',
      state: 'new',
      items: 6,
      fee_info_text: '申込金：{{fee}}',
    },
    field_groups: [],
  },
  load: ({ fields, groups }, context) => loadReservationFlow(fields, groups, context.blockId, context.searchParams),
  Component: ({ fields, data, context }) => {
    const { t, blockId } = context;
    const text = (value: string | undefined, key: string, values?: Record<string, unknown>) => value || t(`ordering.flow.${key}`, values);
    const tab = data.tabs[data.active];
    const anyCars = data.tabs.some((x) => x.cards.cards.length > 0);
    const made = data.reservation?.kind === 'made' ? data.reservation : null;
    const inProgress = data.reservation?.kind === 'in_progress' ? data.reservation : null;
    const headingId = `reservation-flow-${blockId}`;
    return (
      <section className="grid-container" aria-labelledby={fields.title ? headingId : undefined}>
        <div className={styles.welcome}>
          {fields.title ? (
            <Heading level={fields.header_tag} size="l" id={headingId}>
              {fields.title}
            </Heading>
          ) : null}
          {fields.welcome_text ? <p>{fields.welcome_text}</p> : null}
          {fields.fee_info_text ? (
            <p className={styles.fee}>{fillPlaceholders(fields.fee_info_text, { fee: feeText(fields, data, t) })}</p>
          ) : null}
        </div>
        {!data.enabled ? (
          <p role="status" className={styles.notice}>
            {text(fields.unavailable_text, 'unavailable')}
          </p>
        ) : made ? (
          <div role="status" className={styles.notice}>
            <p className={styles.noticeTitle}>{t('ordering.flow.reservation_made_title')}</p>
            <p>{text(fields.reservation_made_text, 'reservation_made', { number: made.orderNumber })}</p>
            <Link href={made.path} className={styles.button}>
              {t('ordering.flow.view_reservation')}
            </Link>
          </div>
        ) : !anyCars ? (
          <p role="status" className={styles.notice}>
            {text(fields.no_vehicles_text, 'no_vehicles')}
          </p>
        ) : (
          <>
            {inProgress ? (
              <div role="status" className={styles.notice}>
                <p>{t('ordering.flow.in_progress')}</p>
                <Link href={inProgress.path} className={styles.button}>
                  {t('ordering.flow.continue')}
                </Link>
              </div>
            ) : null}
            {data.tabs.length > 1 ? (
              <nav aria-label={t('ordering.flow.tabs_label')} className={styles.tabs}>
                <ul>
                  {data.tabs.map((x, i) => (
                    <li key={`${x.label}-${i}`}>
                      <Link href={`?${tabParam}=${i}#${headingId}`} aria-current={i === data.active ? 'page' : undefined} scroll={false}>
                        {x.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {tab && tab.cards.cards.length ? (
              <ul className={styles.cars}>
                {tab.cards.cards.map(({ vehicle, photo }) => (
                  <li key={vehicle.id} className={styles.car}>
                    <VehicleCard vehicle={vehicle} photo={photo} double={tab.cards.double} loan={tab.cards.loan} t={t} />
                    {isUnavailableStatus(vehicle.status) ? (
                      <p className={styles.held}>{t('ordering.flow.held')}</p>
                    ) : (
                      <Link
                        href={flowCheckoutPath(vehicle.id, blockId)}
                        className={styles.button}
                        aria-label={`${text(fields.label, 'reserve')}：${vehicle.modelDisplayName} ${vehicle.version}`.trim()}
                        prefetch={false}
                      >
                        {text(fields.label, 'reserve')}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            ) : (
              <p role="status" className={styles.notice}>
                {text(fields.no_vehicles_text, 'no_vehicles')}
              </p>
            )}
          </>
        )}
      </section>
    );
  },
});
