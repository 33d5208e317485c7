import { guardedFetch } from '@/lib/outbound-fetch.server';

/**
 * The external e-mail verification call (site.md §5, §8): a key and a non-empty address are
 * required; `valid` and `accept_all` are valid; a non-OK answer (VALIDATION_ERROR) or no answer
 * within 5 s (TIMEOUT) is treated as valid — the check may stop a typo, never a lead.
 */
export type EmailCheck = { valid: boolean; status: string; code?: 'VALIDATION_ERROR' | 'TIMEOUT' };

export class EmailVerificationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EmailVerificationError';
  }
}

export const emailVerificationTimeoutMs = 5000;

export async function verifyEmail(
  email: string,
  options: { apiKey: string | undefined; url: string; fetchImpl?: typeof fetch; timeoutMs?: number },
): Promise<EmailCheck> {
  if (!options.apiKey) throw new EmailVerificationError('API key is required for email verification');
  if (typeof email !== 'string' || email.trim() === '') throw new EmailVerificationError('Valid email address is required');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? emailVerificationTimeoutMs);
  try {
    // The service's URL is a setting: through the outbound guard (decision 0044) unless a test injects its own fetch.
    const response = await (options.fetchImpl ?? guardedFetch({ timeoutMs: options.timeoutMs ?? emailVerificationTimeoutMs }))(
      options.url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
        body: JSON.stringify({ email }),
        signal: controller.signal,
      },
    );
    if (!response.ok) return { valid: true, status: 'unverified', code: 'VALIDATION_ERROR' };
    const body = (await response.json()) as { status?: unknown };
    const status = typeof body.status === 'string' ? body.status : 'unknown';
    return { valid: status === 'valid' || status === 'accept_all', status };
  } catch {
    return { valid: true, status: 'unverified', code: timedOut ? 'TIMEOUT' : 'VALIDATION_ERROR' };
  } finally {
    clearTimeout(timer);
  }
}
