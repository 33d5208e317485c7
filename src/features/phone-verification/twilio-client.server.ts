import 'server-only';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';

/**
 * The Twilio client, made once from the environment. TWILIO_API_URL (a stand-in in tests and
 * `npm run dev:services`) is reached through the library's own extension point, a custom
 * `httpClient`: the same requests, sent to that address instead of verify.twilio.com.
 */
type TwilioClient = ReturnType<typeof twilio>;
let client: TwilioClient | undefined;

export function twilioConfigured(): boolean {
  return Boolean(env().TWILIO_ACCOUNT_SID && env().TWILIO_AUTH_TOKEN && env().TWILIO_VERIFY_SERVICE_SID);
}

class StandInRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super();
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const uri = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.base.origin}${uri.pathname}${uri.search}` });
  }
}

export function twilioClient(): TwilioClient {
  if (!twilioConfigured()) {
    throw new AppError(
      'UNAVAILABLE',
      'Phone verification is not configured (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_VERIFY_SERVICE_SID).',
    );
  }
  if (!client) {
    const base = env().TWILIO_API_URL ? new URL(env().TWILIO_API_URL!) : null;
    client = twilio(env().TWILIO_ACCOUNT_SID!, env().TWILIO_AUTH_TOKEN!, base ? { httpClient: new StandInRequestClient(base) } : {});
  }
  return client;
}

export function verifyService() {
  return twilioClient().verify.v2.services(env().TWILIO_VERIFY_SERVICE_SID!);
}
