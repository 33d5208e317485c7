import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationError, verifyEmail } from './email-verification';

const url = 'https://verify.example/v1/check';

function answering(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

describe('verifyEmail', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the address with the key and reads the status', async () => {
    const fetchImpl = answering(200, { status: 'valid' });
    await expect(verifyEmail('taro@example.jp', { apiKey: 'k', url, fetchImpl })).resolves.toEqual({ valid: true, status: 'valid' });
    const [calledUrl, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(calledUrl).toBe(url);
    expect(init.method).toBe('POST');
    expect(init.body).toBe(JSON.stringify({ email: 'taro@example.jp' }));
    expect(init.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer k' });
  });

  it.each([
    ['valid', true],
    ['accept_all', true],
    ['invalid', false],
    ['disposable', false],
    ['unknown', false],
  ])('status %s → valid %s', async (status, valid) => {
    await expect(verifyEmail('a@b.jp', { apiKey: 'k', url, fetchImpl: answering(200, { status }) })).resolves.toEqual({ valid, status });
  });

  it('treats a non-OK answer and a network error as valid (VALIDATION_ERROR)', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    for (const fetchImpl of [answering(500, {}), answering(401, { error: 'key' }), failing]) {
      await expect(verifyEmail('a@b.jp', { apiKey: 'k', url, fetchImpl })).resolves.toEqual({
        valid: true,
        status: 'unverified',
        code: 'VALIDATION_ERROR',
      });
    }
  });

  it('gives up after exactly 5 s and treats the address as valid (TIMEOUT)', async () => {
    let aborted = false;
    const fetchImpl = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal!.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const result = verifyEmail('a@b.jp', { apiKey: 'k', url, fetchImpl: fetchImpl as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(4999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    await expect(result).resolves.toEqual({ valid: true, status: 'unverified', code: 'TIMEOUT' });
  });

  it('needs a key and a non-empty address', async () => {
    await expect(verifyEmail('a@b.jp', { apiKey: undefined, url })).rejects.toThrow(
      new EmailVerificationError('API key is required for email verification'),
    );
    await expect(verifyEmail('  ', { apiKey: 'k', url })).rejects.toThrow('Valid email address is required');
  });
});
