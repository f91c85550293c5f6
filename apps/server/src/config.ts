import path from 'node:path';
import { z } from 'zod';
import { APP_PROFILES, CUSTOMERS } from '@vigil/domain';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .string()
  .url()
  .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must start with postgres:// or postgresql://');

/** Every setting comes from the environment and is validated here, once, at start (docs/requirements/platform.md#configuration). */
const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('data'),
  CUSTOMER: z.enum(CUSTOMERS).default('bedwetting'),
  APP_PROFILE: z.enum(APP_PROFILES).default('local'),
  SMTP_URL: z.string().url().optional(),
  LLM_URL: z.string().url().optional(),
  LLM_MODEL: z.string().min(1).max(200).default('gpt-4o-mini'),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Default: on, but never on prod (a product must not start with known passwords).
  DEMO_DATA: booleanFlag.optional(),
  DEMO_PATIENTS: z.coerce.number().int().min(0).max(1_000_000).default(60),
  DEMO_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 32 - 1)
    .default(20261121),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JOBS: booleanFlag.default(true),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 7)
    .default(12),
  TRUSTED_PROXY: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  DOWNLOADS_DIR: z.string().min(1).default('downloads'),
  // Default: on, but off on prod (the document maps every route for an attacker too).
  API_DOCS: booleanFlag.optional(),
  // Bearer token /metrics asks for; without it /metrics is open on local and test, closed on prod.
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must have at least 24 characters').optional(),
  // Seals the TOTP secrets in the database (AES-256-GCM); without it they are stored unsealed.
  SECOND_FACTOR_KEY: z.string().min(32, 'SECOND_FACTOR_KEY must have at least 32 characters').optional(),
  MOBILE_REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  // How often an open live-screens stream looks its session up again (it also does at the idle deadline).
  LIVE_SESSION_CHECK_SECONDS: z.coerce.number().positive().max(3600).default(60),
});

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Reads and checks the configuration; throws a ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  if (parsed.data.APP_PROFILE === 'prod' && !parsed.data.SMTP_URL) {
    // Password-reset mails must go out in production; failing later, silently, is worse.
    throw new ConfigError('Invalid configuration:\n  SMTP_URL: required when APP_PROFILE is prod');
  }
  if (parsed.data.APP_PROFILE === 'prod' && parsed.data.DEMO_DATA) {
    throw new ConfigError(
      'Invalid configuration:\n  DEMO_DATA: the demo clinic, with its known passwords, is never seeded when APP_PROFILE is prod',
    );
  }
  return toConfig(parsed.data, env);
}

function toConfig(settings: z.infer<typeof environmentSchema>, env: Record<string, string | undefined>) {
  // npm runs workspace scripts inside the workspace; relative paths mean the caller's folder.
  const base = env.INIT_CWD ?? process.cwd();
  return {
    port: settings.PORT,
    host: settings.HOST,
    database: settings.DATABASE_URL
      ? ({ kind: 'postgres', url: settings.DATABASE_URL } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(base, settings.DATA_DIR) } as const),
    customer: settings.CUSTOMER,
    profile: settings.APP_PROFILE,
    smtpUrl: settings.SMTP_URL,
    languageModel: settings.LLM_URL
      ? {
          url: settings.LLM_URL,
          model: settings.LLM_MODEL,
          apiKey: settings.LLM_API_KEY,
          timeoutMs: settings.LLM_TIMEOUT_MS,
        }
      : undefined,
    logLevel: settings.LOG_LEVEL,
    demo: {
      enabled: settings.DEMO_DATA ?? settings.APP_PROFILE !== 'prod',
      patients: settings.DEMO_PATIENTS,
      seed: settings.DEMO_SEED,
    },
    webDistDir: settings.WEB_DIST_DIR ? path.resolve(base, settings.WEB_DIST_DIR) : undefined,
    jobs: settings.JOBS,
    session: {
      idleMs: settings.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: settings.SESSION_ABSOLUTE_HOURS * 3_600_000,
    },
    trustedProxy: settings.TRUSTED_PROXY?.split(',').map((address) => address.trim()),
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`,
    downloadsDir: path.resolve(base, settings.DOWNLOADS_DIR),
    apiDocs: settings.API_DOCS ?? settings.APP_PROFILE !== 'prod',
    mobileRegistrationsPerHour: settings.MOBILE_REGISTRATIONS_PER_HOUR,
    liveSessionCheckMs: settings.LIVE_SESSION_CHECK_SECONDS * 1000,
    secondFactorKey: settings.SECOND_FACTOR_KEY,
    metrics: {
      token: settings.METRICS_TOKEN,
      open: settings.METRICS_TOKEN === undefined && settings.APP_PROFILE !== 'prod',
    },
  };
}

/** The variables a newcomer may set, for the README and the start-up help. */
export const CONFIG_VARIABLES = Object.keys(environmentSchema.shape);
