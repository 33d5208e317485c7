import { describe, expect, it } from 'vitest';
import { clientIp, normalizeIp } from './client-ip.mjs';

describe('clientIp', () => {
  it('uses the socket address and ignores X-Forwarded-For unless the proxy is trusted', () => {
    expect(clientIp('203.0.113.7', '198.51.100.1', false)).toBe('203.0.113.7');
  });

  it('behind a trusted proxy, takes the right-most X-Forwarded-For entry', () => {
    expect(clientIp('10.0.0.2', '1.1.1.1, 198.51.100.9', true)).toBe('198.51.100.9');
    expect(clientIp('10.0.0.2', ['6.6.6.6', '198.51.100.10'], true)).toBe('198.51.100.10');
  });

  it('falls back to the socket when the trusted header is missing or malformed', () => {
    expect(clientIp('10.0.0.2', undefined, true)).toBe('10.0.0.2');
    expect(clientIp('10.0.0.2', '198.51.100.9, not-an-ip', true)).toBe('10.0.0.2');
  });

  it('gives an empty string when no address is known', () => {
    expect(clientIp(undefined, undefined, false)).toBe('');
  });
});

describe('normalizeIp', () => {
  it('reduces IPv4-mapped IPv6, ports and brackets to the bare address', () => {
    expect(normalizeIp('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(normalizeIp('192.0.2.1:5000')).toBe('192.0.2.1');
    expect(normalizeIp('[2001:DB8::1]:443')).toBe('2001:db8::1');
    expect(normalizeIp(' 2001:db8::2 ')).toBe('2001:db8::2');
  });

  it('refuses anything that is not an address', () => {
    expect(normalizeIp('unknown')).toBe('');
    expect(normalizeIp('1.2.3.4.5')).toBe('');
    expect(normalizeIp('')).toBe('');
  });
});
