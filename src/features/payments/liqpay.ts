import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * LiqPay's documented signature scheme (API v3): the parameters travel as `data` = base64 of their
 * JSON, signed with `signature` = base64(SHA-1(private_key + data + private_key)). The same scheme
 * signs what we send (checkout, server API) and what LiqPay sends back (the server callback).
 */

export function liqpayData(params: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(params), 'utf8').toString('base64');
}

export function liqpaySignature(privateKey: string, data: string): string {
  return createHash('sha1')
    .update(privateKey + data + privateKey)
    .digest('base64');
}

/** Whether `signature` signs `data` with this key, compared in constant time. */
export function liqpaySignatureValid(privateKey: string, data: string, signature: string): boolean {
  const expected = Buffer.from(liqpaySignature(privateKey, data));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The parameters inside a `data` field; null when it is not base64 JSON of an object. */
export function readLiqpayData(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(data, 'base64').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
