/**
 * The process environment, parsed once at start-up. A bad value stops the process with a message
 * naming the variable, so a typo never turns into a silently different configuration.
 */
import { availableParallelism } from 'node:os';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_DIST_DIR: z.string().min(1).default('dist'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  GOOGLE_USERINFO_URL: z.string().url().optional(),
  FACEBOOK_USERINFO_URL: z.string().url().optional(),
  RATE_LIMIT_IP_MULTIPLIER: z.coerce.number().int().min(1).max(10_000).default(1),
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false').transform((v) => v === 'true' || v === '1'),
  /** Worker threads for CPU-heavy work; by default one fewer than the cores, and at least two. */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(2, Math.min(availableParallelism(), 8) - 1)),
  /** Connections this node opens to PostgreSQL for requests (each worker thread adds two of its own). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** How long a running job stays this node's without a renewal before another node may take it over. */
  JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
  /** How long an idle keep-alive connection stays open: above the idle timeouts of common proxies (60 s). */
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(65),
  /** On SIGTERM: how long running requests may take to finish and a job to reach its next checkpoint. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /** The embedded checkout's webhook secret; unset: one is generated into DATA_DIR. */
  PAYMENTS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Both set: payments go to Stripe instead of the embedded test-mode checkout. */
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_, rk_test_ or rk_live_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_/, 'must start with whsec_').optional(),
  /** Object storage for files (files/s3Config.ts): set S3_ENDPOINT or S3_BUCKET to use it instead of DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Records of the sample collections loaded at the first start (data/records/load.ts); 0: none. */
  SAMPLE_RECORDS: z.coerce.number().int().min(0).max(5_000_000).default(200_000),
  /** Sample zupus drawn and read at the first start (data/zupus/load.ts); 0: none. */
  SAMPLE_ZUPUS: z.coerce.number().int().min(0).max(24).default(12),
  /** Both set: confirmed newsletter subscriptions are also forwarded to this e-mail marketing API (modules/newsletter/marketing.ts). */
  NEWSLETTER_SERVICE_URL: z.string().url().optional(),
  NEWSLETTER_SERVICE_KEY: z.string().min(1).optional(),
  /** Signs newsletter confirmation and unsubscribe links; unset: one is generated into DATA_DIR. */
  NEWSLETTER_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Where contact and support requests are sent (each also stored, and listed on the staff page). */
  TEAM_EMAIL: z.email('must be an e-mail address').default('team@xungen.example'),
  /** At most this many pages a sample zupu (the books have 20 to 60); fewer pages read faster (journeys). */
  SAMPLE_ZUPU_PAGES: z.coerce.number().int().min(1).max(60).default(60),
});

export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string };

export class EnvError extends Error {}

/** Parses the environment; empty strings count as unset so `PORT= npm start` keeps the default. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, source[key] === '' ? undefined : source[key]]),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new EnvError(`Invalid environment:\n  ${missing}: required with the other Stripe variable (set both to use Stripe, neither for the embedded checkout)`);
  }
  if (Boolean(env.NEWSLETTER_SERVICE_URL) !== Boolean(env.NEWSLETTER_SERVICE_KEY)) {
    const missing = env.NEWSLETTER_SERVICE_URL ? 'NEWSLETTER_SERVICE_KEY' : 'NEWSLETTER_SERVICE_URL';
    throw new EnvError(`Invalid environment:\n  ${missing}: required with the other newsletter service variable (set both to forward subscriptions, neither to keep them local)`);
  }
  return { ...env, PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
}
