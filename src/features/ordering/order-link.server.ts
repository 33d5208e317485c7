import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getDb } from '@/db/client.server';
import { instanceSecret } from '@/db/instance-secret.server';
import { getSetting } from '@/features/settings/settings.server';
import { env } from '@/lib/env.server';

/**
 * The owner's key to an order: an HMAC of the order number, sent in the confirmation link and
 * e-mail. Someone guessing numbers has no key, so /confirmation/{orderNumber} shows nothing to
 * them (issue 10 item 11). ORDER_LINK_SECRET, or one generated into the database.
 */
async function secret(): Promise<string> {
  return env().ORDER_LINK_SECRET ?? instanceSecret(await getDb(), 'order-links');
}

function sign(key: string, orderNumber: string): string {
  return createHmac('sha256', key).update(`order:${orderNumber}`).digest('base64url').slice(0, 32);
}

export async function orderAccessToken(orderNumber: string): Promise<string> {
  return sign(await secret(), orderNumber);
}

/** Whether `token` opens `orderNumber`, compared in constant time. */
export async function canOpenOrder(orderNumber: string, token: string | null | undefined): Promise<boolean> {
  if (!token) return false;
  const expected = Buffer.from(sign(await secret(), orderNumber));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The page the owner opens their order on. */
export async function confirmationPath(orderNumber: string): Promise<string> {
  return `/showroom-order-online/confirmation/${orderNumber}?token=${await orderAccessToken(orderNumber)}`;
}

/** The page that thanks the owner for their order (the checkout's last redirect). */
export async function successPath(orderNumber: string): Promise<string> {
  return `/showroom-order-online/success?${new URLSearchParams({ order: orderNumber, token: await orderAccessToken(orderNumber) })}`;
}

/** The confirmation page with extra query parameters (the cancellation screens). */
export async function confirmationPathWith(orderNumber: string, extra: Record<string, string>): Promise<string> {
  return `/showroom-order-online/confirmation/${orderNumber}?${new URLSearchParams({ token: await orderAccessToken(orderNumber), ...extra })}`;
}

/**
 * The address the customer's confirmation e-mail gives them to view or cancel their order: the
 * editor's cancellation page (`ordering.cancellation_path`, the cancellation-flow block reads
 * `?order=&token=`) when there is one, else the order's confirmation page. Absolute (SITE_URL).
 */
export async function orderManagementUrl(orderNumber: string): Promise<string> {
  const page = await getSetting('ordering.cancellation_path');
  const path = page
    ? `${page}?${new URLSearchParams({ order: orderNumber, token: await orderAccessToken(orderNumber) })}`
    : await confirmationPath(orderNumber);
  return new URL(path, env().SITE_URL).toString();
}
