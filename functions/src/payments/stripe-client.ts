import type Stripe from 'stripe';
import type { AppConfig } from '../config';

/** The Stripe client, made on first use: the SDK (about 100 ms to load) is not paid by instances that never bill. */
export type StripeClient = () => Promise<Stripe>;

/**
 * The real Stripe SDK. STRIPE_API_HOST ("host:port:protocol") points it at the local stand-in; in production it is
 * unset and the SDK talks to Stripe. Without a secret key payments are off (checkout answers 503).
 */
export function createStripeClient(config: AppConfig): StripeClient | null {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  const [host, port, protocol] = config.STRIPE_API_HOST?.split(':') ?? [];
  let client: Promise<Stripe> | null = null;
  return () =>
    (client ??= import('stripe').then(
      ({ default: Stripe }) =>
        new Stripe(key, {
          maxNetworkRetries: 1,
          timeout: 15_000,
          ...(host ? { host, port: Number(port), protocol: protocol === 'http' ? 'http' : 'https' } : {}),
        }),
    ));
}
