import { resolve } from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default('127.0.0.1')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  AUTH_RATE_LIMIT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(30),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().min(3).default('Paydesk <no-reply@paydesk.test>'),
  ),
  ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
        'must be 32 bytes, as 64 hex characters or base64',
      )
      .optional(),
  ),
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  DEMO_DATA: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  ),
  JOBS_ENABLED: z.preprocess(
    emptyAsUndefined,
    z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  ),
  IDLE_TIMEOUT_MINUTES: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number' }).positive('must be above 0').optional(),
  ),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^(true|false|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
        'must be true, false, or a comma-separated list of proxy addresses or CIDR ranges',
      )
      .optional(),
  ),
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  FILES_S3_ENDPOINT: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  FILES_S3_BUCKET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3 to 63 of a-z 0-9 . -)',
      )
      .optional(),
  ),
  FILES_S3_REGION: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  FILES_S3_ACCESS_KEY_ID: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  FILES_S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUndefined, z.string().min(1).optional()),
  ADMIN_MFA: z.preprocess(
    emptyAsUndefined,
    z.enum(['required', 'optional'], { error: 'must be required or optional' }).optional(),
  ),
  BULK_APPROVAL_ROWS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(1_000),
  ),
  LIST_CACHE_ENTRIES: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .default(5_000),
  ),
});

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: LogLevel;
  nodeEnv: 'development' | 'production' | 'test';
  /** Signs session tokens; generated into DATA_DIR when unset (never in production). */
  authSecret: string | undefined;
  /** Requests a minute per IP on each sign-in route. */
  authRateLimit: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Seed the demo users and data set on an empty database (default: outside production). */
  demoData: boolean;
  /** Encrypts SSNs and bank numbers; generated into DATA_DIR when unset (never in production). */
  encryptionKey: string | undefined;
  /**
   * Runs the background-job runner in this process (default on); off for a replica that only
   * serves requests while others run the jobs (docs/architecture.md "Background jobs").
   */
  jobsEnabled: boolean;
  /** Overrides the idle time-out site setting at start (default 15 minutes, PCI DSS 8.2.8). */
  idleTimeoutMinutes: number | undefined;
  /** Shared store of the rate-limit counters (several replicas); unset, they live in the process. */
  redisUrl: string | undefined;
  /**
   * Behind a load balancer or reverse proxy: which proxies' X-Forwarded-For to believe, so
   * per-IP rate limits and the outbox's loopback check see the client, not the proxy.
   */
  trustProxy: boolean | string;
  /** Queries whose counts and page positions the lists remember (0: none). */
  listCacheEntries: number;
  /**
   * Staff two-factor sign-in (ADMIN_MFA): 'required' (default in production) makes every
   * mp_admin enrol and answer a code; 'optional' offers it.
   */
  adminMfa: 'required' | 'optional';
  /**
   * Four eyes on bulk operations (BULK_APPROVAL_ROWS): a run with more valid rows than this
   * waits for a second admin's approval (default 1,000; 0: every run).
   */
  bulkApprovalRows: number;
  /** The S3-compatible bucket of uploaded files (all FILES_S3_* set); unset: DATA_DIR/files. */
  filesS3: FilesS3Config | undefined;
}

export interface FilesS3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const FILES_S3_VARIABLES = [
  'FILES_S3_ENDPOINT',
  'FILES_S3_BUCKET',
  'FILES_S3_REGION',
  'FILES_S3_ACCESS_KEY_ID',
  'FILES_S3_SECRET_ACCESS_KEY',
] as const;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name];
      return `  ${name}: ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = [
    !e.AUTH_SECRET &&
      '  AUTH_SECRET: is required in production (at least 32 random characters, the same on every replica)',
    !e.ENCRYPTION_KEY &&
      '  ENCRYPTION_KEY: is required in production (32 random bytes as 64 hex characters)',
  ].filter(Boolean);
  if (e.NODE_ENV === 'production' && missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  }
  const filesS3 = filesS3Of(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    idleTimeoutMinutes: e.IDLE_TIMEOUT_MINUTES,
    redisUrl: e.REDIS_URL,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    encryptionKey: e.ENCRYPTION_KEY,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'true' : e.NODE_ENV !== 'production',
    jobsEnabled: e.JOBS_ENABLED === 'true',
    listCacheEntries: e.LIST_CACHE_ENTRIES,
    bulkApprovalRows: e.BULK_APPROVAL_ROWS,
    adminMfa: e.ADMIN_MFA ?? (e.NODE_ENV === 'production' ? 'required' : 'optional'),
    filesS3,
  };
}

/** The FILES_S3_* settings: all five, or none (files under DATA_DIR/files). */
function filesS3Of(e: z.output<typeof envSchema>): FilesS3Config | undefined {
  const set = FILES_S3_VARIABLES.filter((name) => e[name] !== undefined);
  if (set.length === 0) return undefined;
  const unset = FILES_S3_VARIABLES.filter((name) => e[name] === undefined);
  if (unset.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${unset.join(', ')}: ${unset.length === 1 ? 'is' : 'are'} required ` +
        `when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set (S3 file storage takes all ` +
        'five FILES_S3_* variables; leave all unset to keep files under DATA_DIR/files)',
    );
  }
  return {
    endpoint: e.FILES_S3_ENDPOINT as string,
    bucket: e.FILES_S3_BUCKET as string,
    region: e.FILES_S3_REGION as string,
    accessKeyId: e.FILES_S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY as string,
  };
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}
