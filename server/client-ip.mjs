// @ts-check
/**
 * The client address handed to the application as `x-client-ip` (rate limits read it). Whatever
 * the client sent in that header is overwritten. Only behind a trusted proxy (TRUST_PROXY=true) is
 * X-Forwarded-For used, and then only its right-most entry: the one our own proxy appended; the
 * entries left of it are whatever the client claimed.
 */
import { isIP } from 'node:net';

/**
 * @param {string | undefined} remoteAddress the socket's peer
 * @param {string | string[] | undefined} forwardedFor
 * @param {boolean} trustProxy
 * @returns {string} an IP address, or '' when none is known
 */
export function clientIp(remoteAddress, forwardedFor, trustProxy) {
  if (trustProxy && forwardedFor) {
    const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
    const last = normalizeIp(entries[entries.length - 1] ?? '');
    // A malformed entry means a misconfigured proxy: fall back to the socket rather than trust it.
    if (last) return last;
  }
  return normalizeIp(remoteAddress ?? '');
}

/**
 * Bare address: without brackets or port, IPv4-mapped IPv6 as IPv4 (one client, one key).
 * @param {string} value
 */
export function normalizeIp(value) {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (bracketed) address = bracketed[1] ?? '';
  else if (v4WithPort) address = v4WithPort[1] ?? '';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1] ?? '';
  return isIP(address) ? address.toLowerCase() : '';
}
