import { z } from 'zod';

/**
 * Every setting the function reads, declared once. `secret` settings live in Secret Manager and are bound to the
 * function in index.ts; the others come from `functions/.env.<project>` when deployed. `platform` settings are set
 * by the runtime or the local launcher, never by a person deploying. The README's Configuration table is tested
 * against this list.
 */
interface Param {
  schema: z.ZodType;
  doc: string;
  secret?: true;
  platform?: true;
}

const optionalText = z.string().optional();
const positiveInt = z.coerce.number().int().positive().optional();

export const PARAMS = {
  GCLOUD_PROJECT: { schema: z.string().default('demo-cvmate'), doc: 'project id', platform: true },
  FIREBASE_AUTH_EMULATOR_HOST: { schema: optionalText, doc: 'Auth emulator address', platform: true },
  APP_ORIGINS: {
    schema: z.string().default(''),
    doc: 'extra origins allowed to make state-changing requests, besides APP_URL (nothing is taken from request headers)',
  },
  APP_URL: {
    schema: z.string().default('http://localhost:5000'),
    doc: 'public web origin: Stripe return URLs, and the origin allowed to make state-changing requests',
  },
  FIREBASE_API_KEY: { schema: z.string().default('demo-api-key'), doc: 'web SDK API key, served by GET /api/config' },
  FIREBASE_AUTH_DOMAIN: { schema: optionalText, doc: 'web SDK auth domain, served by GET /api/config' },
  GEMINI_API_KEY: {
    schema: optionalText.transform((v) => (v === 'off' ? undefined : v)),
    doc: 'turns on the Gemini advice provider; `off` (or unset locally) keeps advice local',
    secret: true,
  },
  GEMINI_BASE_URL: { schema: optionalText, doc: 'optional base URL for the Gemini SDK (tests point it at a fake)' },
  STRIPE_SECRET_KEY: { schema: optionalText, doc: 'Stripe API key', secret: true },
  STRIPE_WEBHOOK_SECRET: { schema: optionalText, doc: 'Stripe webhook signing secret', secret: true },
  STRIPE_PRICE_ID: { schema: optionalText, doc: 'the $12.99/month price' },
  STRIPE_API_HOST: { schema: optionalText, doc: '`host:port:protocol` of a Stripe stand-in; unset in production' },
  FREE_ANALYSES_PER_DAY: { schema: positiveInt, doc: 'free and visitor analyses per Sydney day (default 3)' },
  FORM_RATE_LIMIT_MAX: {
    schema: positiveInt,
    doc: 'support/feedback submissions per client address per 15 minutes (default 10)',
  },
  PREMIUM_WORK_RATE_LIMIT_MAX: {
    schema: positiveInt,
    doc: 'premium matches, rewrites, drafts and downloads per subscriber per hour (default 240)',
  },
  TRUST_PROXY_HOPS: {
    schema: z.coerce.number().int().nonnegative().default(1),
    doc: 'proxies in front of the function, for the client IP (default 1)',
  },
} satisfies Record<string, Param>;

type Params = typeof PARAMS;
export type ParamName = keyof Params;

/** Names of the settings held in Secret Manager. */
export const SECRET_NAMES = (Object.keys(PARAMS) as ParamName[]).filter((n) => 'secret' in PARAMS[n]);

const envSchema = z.object(
  Object.fromEntries(Object.entries(PARAMS).map(([name, p]) => [name, p.schema])) as {
    [K in ParamName]: Params[K]['schema'];
  },
);
export type AppConfig = z.infer<typeof envSchema>;

/** Reads the settings from the environment; empty values count as unset. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  return envSchema.parse(cleaned);
}
