import 'server-only';
import { Agent as HttpsAgent, type AgentOptions } from 'node:https';
import { connect, type Socket } from 'node:net';
import { Client, Environment } from '@paypal/paypal-server-sdk';
import { AppError } from '@/lib/app-error';
import { env } from '@/lib/env.server';

/**
 * The PayPal SDK client, made once from the environment. The SDK has no setting for its address
 * (sandbox or production only), so PAYPAL_API_URL — a stand-in in tests and `npm run
 * dev:services` — is reached through the SDK's own `httpsAgent` option: an agent that opens its
 * connections to that address instead (plain HTTP, local only). Production leaves it unset.
 */
let client: Client | undefined;

export function paypalConfigured(): boolean {
  return Boolean(env().PAYPAL_CLIENT_ID && env().PAYPAL_CLIENT_SECRET);
}

export function paypalClientId(): string {
  requireConfigured();
  return env().PAYPAL_CLIENT_ID!;
}

function requireConfigured(): void {
  if (!paypalConfigured()) throw new AppError('UNAVAILABLE', 'PayPal is not configured (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET).');
}

/** An https agent whose every connection goes to the stand-in at `target` instead. */
class StandInAgent extends HttpsAgent {
  constructor(
    private readonly target: URL,
    options?: AgentOptions,
  ) {
    super({ keepAlive: true, ...options });
  }
  override createConnection(): Socket {
    return connect(Number(this.target.port || 80), this.target.hostname);
  }
}

export function paypal(): Client {
  requireConfigured();
  if (!client) {
    const standIn = env().PAYPAL_API_URL ? new URL(env().PAYPAL_API_URL!) : null;
    client = new Client({
      clientCredentialsAuthCredentials: { oAuthClientId: env().PAYPAL_CLIENT_ID!, oAuthClientSecret: env().PAYPAL_CLIENT_SECRET! },
      environment: env().PAYPAL_ENVIRONMENT === 'production' ? Environment.Production : Environment.Sandbox,
      timeout: 15_000,
      ...(standIn ? { httpClientOptions: { httpsAgent: new StandInAgent(standIn) } } : {}),
    });
  }
  return client;
}
