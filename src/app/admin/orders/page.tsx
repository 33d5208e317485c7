import type { Metadata } from 'next';
import Link from 'next/link';
import { requirePagePermission } from '@/features/auth/current-actor.server';
import { can } from '@/features/auth/permissions';
import { AdminTabs } from '@/features/cms/components/admin-tabs';
import { CmsShell } from '@/features/cms/components/cms-shell';
import styles from '@/features/cms/components/cms.module.css';
import { formatJstDateTime } from '@/features/cms/format-date';
import { cancelReasons, listOrders, orderEventsOf } from '@/features/ordering/orders-admin.server';
import { describeOptions } from '@/features/ordering/options-summary';
import { formatYenFull } from '@/features/stock/format';
import { getT } from '@/i18n/i18n';
import { signOut } from '../../auth/actions';
import { cancelOrderAction, confirmOrderAction } from './actions';

export const metadata: Metadata = { title: getT('ja')('admin.orders.title'), robots: { index: false, follow: false } };

const t = getT('ja');
const s = (key: string, values?: Record<string, unknown>) => t(`admin.orders.${key}`, values);

/** Online reservations for dealer staff: status, payment, the car and the customer; confirm or cancel with a reason. */
export default async function OrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const actor = await requirePagePermission('orders.read', '/admin/orders');
  const query = await searchParams;
  const page = Math.max(1, Number(query.page) || 1);
  const { items, total } = await listOrders(actor, { page });
  const events = await orderEventsOf(
    actor,
    items.map((i) => i.order.id),
  );
  const pages = Math.max(1, Math.ceil(total / 25));
  const manage = can(actor, 'orders.manage');
  const flash = query.confirmed
    ? s('confirmed', { number: query.confirmed })
    : query.cancelled
      ? s('cancelled', { number: query.cancelled })
      : query.conflict
        ? s(query.why === 'capture' ? 'capture_refused' : 'conflict', { number: query.conflict })
        : null;
  return (
    <CmsShell actor={actor} current="admin" title={s('title')} signOut={signOut}>
      <AdminTabs actor={actor} current="orders" />
      <section className={styles.section} aria-labelledby="orders">
        <h2 id="orders">{s('title')}</h2>
        <p className={styles.muted}>{s('lead')}</p>
        {flash ? (
          <p role="status" className={query.conflict ? styles.formError : styles.formOk}>
            {flash}
          </p>
        ) : null}
        {items.length === 0 ? (
          <p>{s('none')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{s('col_number')}</th>
                <th scope="col">{s('col_when')}</th>
                <th scope="col">{s('col_vehicle')}</th>
                <th scope="col">{s('col_customer')}</th>
                <th scope="col">{s('col_status')}</th>
                <th scope="col">{s('col_payment')}</th>
                {manage ? <th scope="col">{s('col_actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map(({ order, vehicleName, authorisedUntil }) => {
                const a = order.leadAttributes;
                const name = [a.family_name, a.given_name].filter((v) => typeof v === 'string').join(' ');
                const open = order.status === 'reserved' || order.status === 'confirmed' || order.status === 'awaiting_payment';
                return (
                  <tr key={order.id}>
                    <th scope="row">
                      {order.rdxFormsLeadId ? (
                        <Link href={`/admin/leads/${order.rdxFormsLeadId}`}>{order.orderNumber}</Link>
                      ) : (
                        order.orderNumber
                      )}
                    </th>
                    <td>{formatJstDateTime(order.createdAt)}</td>
                    <td>
                      {vehicleName ?? '—'}（{t('stock.label_vin')}：{order.vehicleVin.slice(-3)}）
                      {order.financeOption ? <div>{t(`ordering.finance_${order.financeOption}`)}</div> : null}
                      {describeOptions(order.metadata, t).map((line) => (
                        <div key={line.label} className={styles.muted}>
                          {line.label}：{line.value}
                        </div>
                      ))}
                    </td>
                    <td>
                      {name || '—'}
                      {order.customerEmail ? <div>{order.customerEmail}</div> : null}
                    </td>
                    <td>
                      {t(`ordering.status_${order.status}`)}
                      {order.cancelReason ? <div className={styles.muted}>{s(`reason_${order.cancelReason}`)}</div> : null}
                      {order.cancelRequestedAt && order.status === 'confirmed' ? (
                        <div className={styles.formError}>
                          {s('cancel_requested', { when: formatJstDateTime(order.cancelRequestedAt) })}
                        </div>
                      ) : null}
                      <ul className={styles.scopes}>
                        {(events.get(order.id) ?? []).map((e) => (
                          <li key={e.id} className={styles.muted}>
                            {formatJstDateTime(e.createdAt)} {s(`event_${e.type}`)}（{e.actor}）
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td>
                      {s(`payment_${order.paymentStatus}`)}（{order.paymentVendor}）
                      {order.amount > 0 ? <div>{s('deposit', { amount: formatYenFull(order.amount, t) })}</div> : null}
                      {order.paymentStatus === 'authorised' && authorisedUntil ? (
                        <div className={styles.muted}>{s('authorised_until', { when: formatJstDateTime(authorisedUntil) })}</div>
                      ) : null}
                    </td>
                    {manage ? (
                      <td>
                        {open ? (
                          <div className={styles.rowForms}>
                            {order.status === 'reserved' ? (
                              <form action={confirmOrderAction}>
                                <input type="hidden" name="order_number" value={order.orderNumber} />
                                <button type="submit" className={styles.smallButton}>
                                  {s('confirm')}
                                </button>
                                {order.paymentStatus === 'authorised' ? <div className={styles.muted}>{s('confirm_captures')}</div> : null}
                              </form>
                            ) : null}
                            <form
                              action={cancelOrderAction}
                              className={styles.inlineForm}
                              aria-label={s('cancel_label', { number: order.orderNumber })}
                            >
                              <input type="hidden" name="order_number" value={order.orderNumber} />
                              <select name="reason" className={styles.formInput} aria-label={s('reason')} defaultValue="customer_request">
                                {cancelReasons.map((r) => (
                                  <option key={r} value={r}>
                                    {s(`reason_${r}`)}
                                  </option>
                                ))}
                              </select>
                              <button type="submit" className={styles.smallButton}>
                                {s('cancel')}
                              </button>
                            </form>
                          </div>
                        ) : null}
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <nav aria-label={s('page', { page, pages, total })} className={styles.toolbar}>
          {page > 1 ? <Link href={`/admin/orders?page=${page - 1}`}>{s('previous')}</Link> : null}
          <span>{s('page', { page, pages, total })}</span>
          {page < pages ? <Link href={`/admin/orders?page=${page + 1}`}>{s('next')}</Link> : null}
        </nav>
      </section>
    </CmsShell>
  );
}
