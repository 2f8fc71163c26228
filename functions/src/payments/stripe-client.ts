import Stripe from 'stripe';
import type { AppConfig } from '../config';

/**
 * The real Stripe SDK. STRIPE_API_HOST ("host:port:protocol") points it at the local stand-in; in production it is
 * unset and the SDK talks to Stripe. Without a secret key payments are off (checkout answers 503).
 */
export function createStripeClient(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const [host, port, protocol] = config.STRIPE_API_HOST?.split(':') ?? [];
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(host ? { host, port: Number(port), protocol: protocol === 'http' ? 'http' : 'https' } : {}),
  });
}
