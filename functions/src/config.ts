import { z } from 'zod';

/**
 * Runtime configuration, zod-checked from the environment. In production the secrets bound in index.ts
 * arrive as environment variables; locally the launcher sets them (Stripe stand-in, emulator hosts).
 */
const envSchema = z.object({
  GCLOUD_PROJECT: z.string().default('demo-cvmate'),
  /** Comma-separated extra origins allowed to make state-changing requests. */
  APP_ORIGINS: z.string().default(''),
  /** The public web origin, used for Stripe return URLs when a request does not say. */
  APP_URL: z.string().default('http://localhost:5000'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  GEMINI_BASE_URL: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  /** host:port:protocol of a Stripe stand-in; unset in production. */
  STRIPE_API_HOST: z.string().optional(),
  FORM_RATE_LIMIT_MAX: z.coerce.number().int().positive().optional(),
  FREE_ANALYSES_PER_DAY: z.coerce.number().int().positive().optional(),
  /** Proxy hops in front of the function (Google front end, Hosting). */
  TRUST_PROXY_HOPS: z.coerce.number().int().nonnegative().default(1),
});
export type AppConfig = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  return envSchema.parse(cleaned);
}
