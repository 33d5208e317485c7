import { describe, expect, it } from 'vitest';
import { formatPhoneJa, telHref } from './phone';

describe('Japanese phone numbers', () => {
  it('shows national format', () => {
    expect(formatPhoneJa('+81334001001')).toBe('03-3400-1001');
    expect(formatPhoneJa('+819012345678')).toBe('090-1234-5678');
    expect(formatPhoneJa('+81120123456')).toBe('0120-123-456');
  });
  it('keeps what it cannot parse and links in E.164', () => {
    expect(formatPhoneJa('not a phone')).toBe('not a phone');
    expect(telHref('+81 3 3400 1001')).toBe('tel:+81334001001');
  });
});
