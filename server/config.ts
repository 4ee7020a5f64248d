import path from 'node:path';
import { z } from 'zod';
import { tileOriginsOf } from './lib/tile-origins';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const optionalFlag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true'));

/** `+966500000001=123456,+966500000002=123456` → phone → fixed code. */
const testPhones = z
  .string()
  .optional()
  .transform((value, context) => {
    const phones = new Map<string, string>();
    for (const entry of (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^(\+\d{8,15})=(\d{6})$/.exec(entry);
      if (!match?.[1] || !match[2]) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not +<E.164 phone>=<6-digit code>`,
        });
        return z.NEVER;
      }
      phones.set(match[1], match[2]);
    }
    return phones;
  });

/**
 * `https://app.example.com,https://admin.example.com` → the exact origins whose pages may call the
 * API from the browser; `*` lets any origin (refused in production). Unset: no other origin may.
 */
const corsOrigins = z
  .string()
  .optional()
  .transform((value, context): '*' | string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (entries.includes('*')) return '*';
    for (const entry of entries) {
      if (!isExactOrigin(entry)) {
        context.addIssue({
          code: 'custom',
          message: `"${entry}" is not an origin such as https://app.example.com (scheme, host and port only)`,
        });
        return z.NEVER;
      }
    }
    return entries;
  });

function isExactOrigin(entry: string) {
  try {
    const url = new URL(entry);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry;
  } catch {
    return false;
  }
}

/** A tile template whose host the page's Content-Security-Policy can name (tileOriginsOf). */
const tileUrl = z
  .string()
  .min(1)
  .superRefine((value, context) => {
    try {
      tileOriginsOf(value);
    } catch (error) {
      context.addIssue({
        code: 'custom',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.string().url().startsWith('postgres').optional(),
    /** Worker processes serving the API; above 1 only on PostgreSQL (PGlite is one process's). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * How PostgreSQL plans the hot paths' prepared statements: planned once per connection
     * (`force_generic_plan`), or re-planned on every run as PostgreSQL chooses by default (`auto`).
     */
    DATABASE_PLAN_CACHE_MODE: z
      .enum(['force_generic_plan', 'auto', 'force_custom_plan'])
      .default('force_generic_plan'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** How long a process may answer a session from memory; 0 reads it from the database always. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    OTP_TEST_PHONES: testPhones,
    ALLOW_TEST_PHONES: booleanFlag,
    /** The test payment provider charges no card: production takes it only when told so. */
    ALLOW_TEST_PAYMENTS: booleanFlag,
    OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
    SMS_PROVIDER: z.enum(['log', 'twilio']).optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM: z.string().optional(),
    TWILIO_API_BASE: z.string().url().default('https://api.twilio.com'),
    PAYMENT_PROVIDER: z.enum(['test', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    STRIPE_API_BASE: z.string().url().optional(),
    /** A payment that succeeded and was not acted on by then is accepted or refunded by the server. */
    PAYMENT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
    TILE_URL: tileUrl.optional(),
    TILE_ATTRIBUTION: z.string().min(1).optional(),
    GEOCODER_URL: z.string().url().optional(),
    GEOCODER_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
    STORAGE_PROVIDER: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: booleanFlag,
    UPLOAD_MAX_FILE_MB: z.coerce.number().positive().max(100).default(10),
    TRUST_PROXY: booleanFlag,
    /** Rate limits counted in this Redis, shared by every process; unset: each process counts alone. */
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// address' })
      .optional(),
    REDIS_KEY_PREFIX: z.string().min(1).default('gulf-freight:rate-limit:'),
    DEMO_SEED: optionalFlag,
    STATIC_DIR: z.string().default('./dist/client'),
    CORS_ORIGINS: corsOrigins,
  })
  .superRefine((env, context) => {
    const production = env.NODE_ENV === 'production';
    if (production && env.CORS_ORIGINS === '*') {
      context.addIssue({
        code: 'custom',
        path: ['CORS_ORIGINS'],
        message: 'cannot be * in production: list the exact origins that may call the API',
      });
    }
    if (production && env.OTP_TEST_PHONES.size > 0 && !env.ALLOW_TEST_PHONES) {
      context.addIssue({
        code: 'custom',
        path: ['OTP_TEST_PHONES'],
        message: 'is refused in production unless ALLOW_TEST_PHONES=1',
      });
    }
    if (production && paymentProviderOf(env) === 'test' && !env.ALLOW_TEST_PAYMENTS) {
      context.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is test (charges no card), refused in production unless ALLOW_TEST_PAYMENTS=1: set PAYMENT_PROVIDER=stripe with its keys',
      });
    }
    if (production && !env.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production',
      });
    }
    if (production && !env.SMS_PROVIDER) {
      context.addIssue({
        code: 'custom',
        path: ['SMS_PROVIDER'],
        message: 'is required in production (the log adapter only writes codes to the log)',
      });
    }
    if (paymentProviderOf(env) === 'stripe') {
      const stripeKeys = [
        ['STRIPE_SECRET_KEY', ['sk_', 'rk_']],
        ['STRIPE_PUBLISHABLE_KEY', ['pk_']],
        ['STRIPE_WEBHOOK_SECRET', ['whsec_']],
      ] as const;
      for (const [key, starts] of stripeKeys) {
        const value = env[key];
        if (!value) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when PAYMENT_PROVIDER=stripe',
          });
        } else if (!starts.some((start) => value.startsWith(start))) {
          context.addIssue({
            code: 'custom',
            path: [key],
            message: `must start with ${starts.join(' or ')} (copy it from the Stripe dashboard)`,
          });
        }
      }
    }
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'above 1 needs DATABASE_URL: the embedded database belongs to a single process',
      });
    }
    if (env.STORAGE_PROVIDER === 's3') {
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
        if (!env[key])
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when STORAGE_PROVIDER=s3',
          });
      }
    }
    if (env.SMS_PROVIDER === 'twilio') {
      for (const key of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const) {
        if (!env[key])
          context.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when SMS_PROVIDER=twilio',
          });
      }
    }
  });

/** `test` unless chosen, or unless a Stripe secret key is set (docs/architecture.md §4). */
function paymentProviderOf(env: {
  PAYMENT_PROVIDER?: 'test' | 'stripe';
  STRIPE_SECRET_KEY?: string;
}) {
  return env.PAYMENT_PROVIDER ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
}

/** Demo accounts of local demo mode; they use test phones so no SMS is needed. */
export const DEMO_ACCOUNTS = {
  shipper: { phone: '+966500000001', code: '123456' },
  provider: { phone: '+966500000002', code: '123456' },
  /** A competitor, so a shipper can compare quotes in the demo. */
  secondProvider: { phone: '+966500000004', code: '123456' },
} as const;

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`,
      ),
    );
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  // Local demo mode: nothing configured outside production seeds demo accounts with test phones.
  const demoMode = env.DEMO_SEED ?? (!production && !env.DATABASE_URL);
  const otpTestPhones = new Map(env.OTP_TEST_PHONES);
  if (demoMode && !production) {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      if (!otpTestPhones.has(account.phone)) otpTestPhones.set(account.phone, account.code);
    }
  }
  return {
    production,
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    databasePlanCacheMode: env.DATABASE_PLAN_CACHE_MODE,
    webConcurrency: env.WEB_CONCURRENCY,
    logLevel: env.LOG_LEVEL,
    authSecret: env.AUTH_SECRET,
    sessionTtlDays: env.SESSION_TTL_DAYS,
    sessionCacheSeconds: env.SESSION_CACHE_SECONDS,
    otpTestPhones,
    otpSendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    sms: {
      provider: env.SMS_PROVIDER ?? 'log',
      twilio: {
        accountSid: env.TWILIO_ACCOUNT_SID ?? '',
        authToken: env.TWILIO_AUTH_TOKEN ?? '',
        from: env.TWILIO_FROM ?? '',
        apiBase: env.TWILIO_API_BASE,
      },
    },
    payments: paymentsConfig(env),
    maps: {
      /** Null: the map shows the bundled offline basemap alone, without tiles. */
      tileUrl: env.TILE_URL ?? null,
      tileAttribution: env.TILE_ATTRIBUTION ?? null,
      geocoderUrl: env.GEOCODER_URL ?? null,
      geocoderTimeoutMs: env.GEOCODER_TIMEOUT_MS,
    },
    storage: {
      provider: env.STORAGE_PROVIDER,
      /** Disk storage keeps files here, beside the embedded database. */
      diskRoot: path.join(env.DATA_DIR, 'files'),
      s3: {
        endpoint: env.S3_ENDPOINT ?? null,
        region: env.S3_REGION,
        bucket: env.S3_BUCKET ?? '',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
      maxFileBytes: Math.round(env.UPLOAD_MAX_FILE_MB * 1024 * 1024),
    },
    trustProxy: env.TRUST_PROXY,
    rateLimits: { redisUrl: env.REDIS_URL ?? null, redisKeyPrefix: env.REDIS_KEY_PREFIX },
    demoMode,
    staticDir: env.STATIC_DIR,
    /** Other origins whose pages may call the API; none by default. */
    corsOrigins: env.CORS_ORIGINS,
  };
}

function paymentsConfig(env: z.infer<typeof environmentSchema>) {
  const provider = paymentProviderOf(env);
  return {
    provider,
    /** Shown to the browser (GET /api/config); null in test mode. */
    stripePublishableKey: provider === 'stripe' ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
    stripeSecretKey: env.STRIPE_SECRET_KEY ?? '',
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
    /** Only to point the SDK at a local fake of Stripe's API in tests. */
    stripeApiBase: env.STRIPE_API_BASE ?? null,
    reconcileAfterMs: env.PAYMENT_RECONCILE_AFTER_SECONDS * 1000,
  };
}
