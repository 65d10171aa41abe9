/**
 * The one place that reads process.env. Every other module receives configuration as values,
 * so tests and the dev supervisor can run several processes with different settings side by side.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { IMPORT_LIMITS } from '../domain/catalog/import-limits.ts';
import { RATE_LIMIT_NAMES, RATE_LIMITS, type RateLimit, type RateLimitName } from '../domain/rate-limits.ts';
import { TASK_QUEUE_LANES, type TaskQueueLane } from '../workflows/shared/messages.ts';
import { parseCredentialKeys, type CredentialKeys } from './credential-cipher.ts';
import { parseAllowedTargets, type AllowedTarget } from './allowed-targets.ts';
import { S3_VARIABLES, s3SettingsOf, type S3Settings } from './s3-env.ts';
import { appUrlOf, assertAppIsNotOwner } from './env-checks.ts';

/** An address or a CIDR block: `10.0.0.7`, `172.30.0.0/24`, `fd00::/8`. */
function isAddressOrBlock(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const RATE_LIMIT_OVERRIDE = /^(\w+)=(\d+)\/(\d+)\/(\d+)$/;

/** `search=3/5/60,cards=2/4/3600`: per account / per address / window seconds, by limit name. */
function parseRateLimits(text: string, ctx: z.RefinementCtx): Partial<Record<RateLimitName, RateLimit>> {
  const overrides: Partial<Record<RateLimitName, RateLimit>> = {};
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = RATE_LIMIT_OVERRIDE.exec(entry);
    const name = match?.[1] as RateLimitName | undefined;
    if (!match || !name || !RATE_LIMIT_NAMES.includes(name) || Number(match[4]) < 1) {
      ctx.addIssue({
        code: 'custom',
        message: `not <${RATE_LIMIT_NAMES.join('|')}>=<account>/<address>/<seconds>: ${entry}`,
      });
      continue;
    }
    overrides[name] = {
      perAccount: Number(match[2]),
      perAddress: Number(match[3]),
      windowSeconds: Number(match[4]),
    };
  }
  return overrides;
}

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** The API and the worker: the application role, which owns nothing (docs/decisions.md "Database roles"). */
  DATABASE_URL: z
    .string()
    .min(1)
    .default('postgres://marketplace_app:marketplace_app@127.0.0.1:54329/marketplace'),
  /** Migrations (`pharmacy db migrate`) and the demo seed: the role that owns the tables. */
  DATABASE_OWNER_URL: z
    .string()
    .min(1)
    .default('postgres://marketplace:marketplace@127.0.0.1:54329/marketplace'),
  /** Connections this process may open to PostgreSQL (unset: 10 for the API, 5 for the worker). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  /** Run with sandbox providers under NODE_ENV=production on purpose (a demo or staging host). */
  ALLOW_SANDBOXES_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
  TEMPORAL_ADDRESS: z.string().min(1).default('127.0.0.1:7233'),
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('marketplace'),
  /** A workflow bundle built ahead (the tests build one per run); unset: the worker bundles workflows/ itself. */
  WORKFLOW_BUNDLE: z.string().min(1).optional(),
  /** The task-queue lanes a worker process polls (comma separated); all three by default. */
  WORKER_TASK_QUEUES: z
    .string()
    .default(TASK_QUEUE_LANES.join(','))
    .transform((v) => [...new Set(v.split(',').map((lane) => lane.trim()))])
    .pipe(z.array(z.enum(TASK_QUEUE_LANES)).min(1)),
  /** Activities a worker process runs at once per lane (imports and exports hold files in memory). */
  WORKER_INTERACTIVE_CONCURRENCY: z.coerce.number().int().positive().optional(),
  WORKER_IMPORTS_CONCURRENCY: z.coerce.number().int().positive().default(2),
  WORKER_EXPORTS_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Temporal Cloud (docs/operations): an API key, or an mTLS client certificate and key (PEM file paths). */
  TEMPORAL_API_KEY: z.string().min(1).optional(),
  TEMPORAL_TLS_CERT: z.string().min(1).optional(),
  TEMPORAL_TLS_KEY: z.string().min(1).optional(),
  /** TLS without a client certificate (on by itself with an API key or a certificate). */
  TEMPORAL_TLS: z.enum(['true', 'false']).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The internal port: GET /health with the detailed checks (off unless set; never behind the proxy). */
  INTERNAL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  INTERNAL_HOST: z.string().default('127.0.0.1'),
  /** Origins allowed to send state-changing requests and open /cable (comma separated). */
  PUBLIC_ORIGINS: z.string().default('http://localhost:3000,http://127.0.0.1:3000'),
  /** The web app's address in links the product hands out (unset: the first of PUBLIC_ORIGINS). */
  APP_URL: z.url('not a URL').optional(),
  /** Secure cookies with the __Host- prefix; on by default in production (TLS in front). */
  SECURE_COOKIES: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Proxies whose X-Forwarded-For is believed (comma separated addresses or CIDR blocks): the TLS
   * proxy in front of the API. The client address that login throttling and rate limits count by
   * is the first address left of them. Empty: the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .superRefine((entries, context) => {
      for (const entry of entries.filter((e) => !isAddressOrBlock(e)))
        context.addIssue({ code: 'custom', message: `'${entry}' is not an IP address or CIDR block` });
    }),
  /** Overrides of the rate limits (tests, the bench): `search=3/5/60,cards=2/4/3600`. */
  RATE_LIMITS: z.string().default('').transform(parseRateLimits),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(12),
  /** How often /cable looks for sessions that expired under its sockets (seconds). */
  CABLE_SESSION_CHECK_SECONDS: z.coerce.number().positive().max(3600).default(30),
  WEB_DIST_DIR: z.string().default('web/dist'),
  /** Root of the local file store, used when S3_BUCKET is unset (and read by `pharmacy files migrate`). */
  FILES_DIR: z.string().min(1).default('.data/files'),
  ...S3_VARIABLES,
  /** Bytes of import files kept per supplier (production: domain/catalog/import-limits.ts, 500 MB). */
  IMPORT_QUOTA_BYTES: z.coerce.number().int().positive().optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Traces over OTLP/HTTP to this collector (`http://collector:4318`); unset or empty: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().or(z.literal('')).optional(),
  /** The service the traces are filed under (api, worker); the process names a default. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /** The worker's Prometheus endpoint, served by the Temporal runtime (`0.0.0.0:9464`); unset: none. */
  TEMPORAL_METRICS_ADDRESS: z
    .string()
    .regex(/^(\[[0-9a-f:.]+\]|[^\s:[\]]+):\d{1,5}$/i, 'must be host:port')
    .optional(),
  /** How long each sandbox carrier scan lasts, and how often tracking polls (production: 60 and 1800). */
  SANDBOX_CARRIER_STEP_SECONDS: z.coerce.number().positive().optional(),
  TRACKING_POLL_SECONDS: z.coerce.number().positive().optional(),
  /** How long an unanswered offer stays open (production: 3 days); the reminder goes out at 2/3 of it. */
  OFFER_EXPIRY_SECONDS: z.coerce.number().positive().optional(),
  CUSTOMER_REQUEST_EXPIRY_SECONDS: z.coerce.number().positive().optional(),
  CUSTOMER_REQUEST_REMINDER_SECONDS: z.coerce.number().positive().optional(),
  PURCHASE_APPROVAL_EXPIRY_SECONDS: z.coerce.number().positive().optional(),
  PURCHASE_APPROVAL_REMINDER_SECONDS: z.coerce.number().positive().optional(),
  BANK_TRANSFER_RECHECK_SECONDS: z.coerce.number().positive().optional(),
  /** The sandbox card processor's simulated network time per call (a real processor takes ~1 s). */
  SANDBOX_CARD_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Wholesaler applications: expiry and reminder waits, and the signature re-read (tests, the demo). */
  APPLICATION_EXPIRY_SECONDS: z.coerce.number().positive().optional(),
  APPLICATION_REMINDER_SECONDS: z.coerce.number().positive().optional(),
  SIGNATURE_RECHECK_SECONDS: z.coerce.number().positive().optional(),
  /** E-signatures in test mode (the signing page says so); on by default outside production. */
  ESIGN_TEST_MODE: z.enum(['true', 'false']).optional(),
  /** Check every API answer against the contract (on by default under NODE_ENV=test). */
  CONTRACT_CHECKS: z.enum(['true', 'false']).optional(),
  /**
   * Keys sealing stored credentials (platform/credential-cipher.ts): `id:base64-32-bytes`, comma
   * separated, the newest first. Unset: the embedded development key (refused in production).
   */
  CREDENTIAL_KEYS: z
    .string()
    .optional()
    .transform((text, context) => {
      try {
        return parseCredentialKeys(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Servers the FTP primaries check may reach although their address is not public (tests, a
   * wholesaler on a private link): `address`, `address/bits` or `address:port` (`[v6]:port`), comma separated.
   */
  PRIMARIES_ALLOWED_ADDRESSES: z
    .string()
    .default('')
    .transform((text, context) => {
      try {
        return parseAllowedTargets(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
});

/** An API key, an mTLS client certificate and key (PEM file paths), or plain TLS. */
export type TemporalAuth = { apiKey?: string; tls: true | { certPath: string; keyPath: string } };

/** The Temporal credentials the environment gives; a certificate needs its key and the other way round. */
function temporalAuthOf(e: {
  TEMPORAL_API_KEY?: string | undefined;
  TEMPORAL_TLS_CERT?: string | undefined;
  TEMPORAL_TLS_KEY?: string | undefined;
  TEMPORAL_TLS?: 'true' | 'false' | undefined;
}): { auth?: TemporalAuth } {
  if (Boolean(e.TEMPORAL_TLS_CERT) !== Boolean(e.TEMPORAL_TLS_KEY))
    throw new Error('Invalid environment: TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together');
  const tls =
    e.TEMPORAL_TLS_CERT && e.TEMPORAL_TLS_KEY
      ? { certPath: e.TEMPORAL_TLS_CERT, keyPath: e.TEMPORAL_TLS_KEY }
      : e.TEMPORAL_API_KEY || e.TEMPORAL_TLS === 'true'
        ? (true as const)
        : null;
  if (!tls) return {};
  return { auth: { tls, ...(e.TEMPORAL_API_KEY ? { apiKey: e.TEMPORAL_API_KEY } : {}) } };
}

export type { S3Settings };

export type Env = {
  nodeEnv: 'development' | 'test' | 'production';
  databaseUrl: string;
  /** The PostgreSQL pool size of this process, when the environment sets it. */
  databasePoolMax?: number;
  /** Sandboxes are allowed under NODE_ENV=production (platform/sandbox-guard.ts). */
  allowSandboxesInProduction: boolean;
  /** The web app's base URL, without a trailing slash: the start of every link handed out. */
  appUrl: string;
  databaseOwnerUrl: string;
  temporal: {
    address: string;
    namespace: string;
    taskQueue: string;
    workflowBundle?: string;
    /** How to reach a Temporal that asks for it (Temporal Cloud); none for the dev server. */
    auth?: TemporalAuth;
  };
  /** The task-queue lanes a worker process polls, and how many activities each runs at once. */
  worker: { lanes: TaskQueueLane[]; concurrency: Partial<Record<TaskQueueLane, number>> };
  port: number;
  host: string;
  /** Where the detailed health is served apart from the API, if anywhere. */
  internal: { port: number; host: string } | undefined;
  publicOrigins: string[];
  secureCookies: boolean;
  /** Addresses and CIDR blocks of the proxies whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** The rate limits of domain/rate-limits.ts, with this deployment's overrides. */
  rateLimits: Record<RateLimitName, RateLimit>;
  session: { idleMinutes: number; absoluteHours: number };
  /** /cable: how often the sessions behind its sockets are checked for expiry. */
  cable: { sessionCheckMs: number };
  webDistDir: string;
  /** The local file store's root: where files live unless `s3` is set. */
  filesDir: string;
  /** Files in this bucket instead of `filesDir` (API, worker and CLI alike). */
  s3?: S3Settings;
  /** The bytes of import files one supplier may keep stored. */
  imports: { quotaBytes: number };
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** Where traces go (platform/telemetry/tracing.ts): none unless an OTLP endpoint is set. */
  telemetry: { otlpEndpoint?: string; serviceName?: string; temporalMetricsAddress?: string };
  /** Overrides of the tracking waits given to new order workflows (the demo and browser tests run faster). */
  tracking: { sandboxStepMs?: number; pollMs?: number };
  /** Override of the offer expiry given to new negotiation workflows (tests and the demo). */
  offers: { expiryMs?: number };
  /** Overrides of the waits given to new customer-request workflows (tests and the demo). */
  customerRequests: { expiryMs?: number; reminderMs?: number };
  /** Overrides of the waits given to new purchase-approval workflows (tests and the demo; issue 23). */
  purchaseApprovals: { expiryMs?: number; reminderMs?: number };
  /** How often a bank-transfer workflow re-reads the bank when no signal came. */
  bankTransfers: { recheckMs?: number };
  /** Every API answer is checked against the route's declared responses (tests). */
  contractChecks: boolean;
  /** The sandbox card processor's simulated network time per call. */
  sandboxCardLatencyMs: number;
  /** E-signature: whether signatures are marked as test ones (everywhere but production by default). */
  esign: { testMode: boolean };
  /** Overrides of the waits given to new wholesaler-application workflows (tests and the demo). */
  applications: { expiryMs?: number; reminderMs?: number; recheckMs?: number };
  /** The keys that seal stored credentials, newest first; `embedded` when none were configured. */
  credentialKeys: CredentialKeys;
  /** FTP primaries: the non-public servers the connection check may reach anyway. */
  primaries: { allowedTargets: AllowedTarget[] };
};

/** Parses the environment once; a bad value stops the process with the variable's name. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${details}`);
  }
  const e = parsed.data;
  assertAppIsNotOwner(e.DATABASE_URL, e.DATABASE_OWNER_URL);
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    ...(e.DATABASE_POOL_MAX ? { databasePoolMax: e.DATABASE_POOL_MAX } : {}),
    allowSandboxesInProduction: e.ALLOW_SANDBOXES_IN_PRODUCTION === 'true',
    appUrl: appUrlOf(e.APP_URL, e.PUBLIC_ORIGINS),
    databaseOwnerUrl: e.DATABASE_OWNER_URL,
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      ...(e.WORKFLOW_BUNDLE ? { workflowBundle: e.WORKFLOW_BUNDLE } : {}),
      ...temporalAuthOf(e),
    },
    worker: {
      lanes: e.WORKER_TASK_QUEUES,
      concurrency: {
        ...(e.WORKER_INTERACTIVE_CONCURRENCY ? { interactive: e.WORKER_INTERACTIVE_CONCURRENCY } : {}),
        imports: e.WORKER_IMPORTS_CONCURRENCY,
        exports: e.WORKER_EXPORTS_CONCURRENCY,
      },
    },
    port: e.PORT,
    host: e.HOST,
    internal: e.INTERNAL_PORT ? { port: e.INTERNAL_PORT, host: e.INTERNAL_HOST } : undefined,
    publicOrigins: e.PUBLIC_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    secureCookies: e.SECURE_COOKIES ?? e.NODE_ENV === 'production',
    trustedProxies: e.TRUSTED_PROXIES,
    rateLimits: { ...RATE_LIMITS, ...e.RATE_LIMITS },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, absoluteHours: e.SESSION_ABSOLUTE_HOURS },
    cable: { sessionCheckMs: e.CABLE_SESSION_CHECK_SECONDS * 1000 },
    webDistDir: e.WEB_DIST_DIR,
    filesDir: e.FILES_DIR,
    ...s3SettingsOf(e),
    imports: { quotaBytes: e.IMPORT_QUOTA_BYTES ?? IMPORT_LIMITS.keptBytesPerSupplier },
    logLevel: e.LOG_LEVEL,
    telemetry: {
      ...(e.OTEL_EXPORTER_OTLP_ENDPOINT ? { otlpEndpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT } : {}),
      ...(e.OTEL_SERVICE_NAME ? { serviceName: e.OTEL_SERVICE_NAME } : {}),
      ...(e.TEMPORAL_METRICS_ADDRESS ? { temporalMetricsAddress: e.TEMPORAL_METRICS_ADDRESS } : {}),
    },
    tracking: {
      ...(e.SANDBOX_CARRIER_STEP_SECONDS ? { sandboxStepMs: e.SANDBOX_CARRIER_STEP_SECONDS * 1000 } : {}),
      ...(e.TRACKING_POLL_SECONDS ? { pollMs: e.TRACKING_POLL_SECONDS * 1000 } : {}),
    },
    offers: e.OFFER_EXPIRY_SECONDS ? { expiryMs: e.OFFER_EXPIRY_SECONDS * 1000 } : {},
    customerRequests: {
      ...(e.CUSTOMER_REQUEST_EXPIRY_SECONDS ? { expiryMs: e.CUSTOMER_REQUEST_EXPIRY_SECONDS * 1000 } : {}),
      ...(e.CUSTOMER_REQUEST_REMINDER_SECONDS
        ? { reminderMs: e.CUSTOMER_REQUEST_REMINDER_SECONDS * 1000 }
        : {}),
    },
    purchaseApprovals: {
      ...(e.PURCHASE_APPROVAL_EXPIRY_SECONDS ? { expiryMs: e.PURCHASE_APPROVAL_EXPIRY_SECONDS * 1000 } : {}),
      ...(e.PURCHASE_APPROVAL_REMINDER_SECONDS
        ? { reminderMs: e.PURCHASE_APPROVAL_REMINDER_SECONDS * 1000 }
        : {}),
    },
    bankTransfers: e.BANK_TRANSFER_RECHECK_SECONDS
      ? { recheckMs: e.BANK_TRANSFER_RECHECK_SECONDS * 1000 }
      : {},
    contractChecks: e.CONTRACT_CHECKS ? e.CONTRACT_CHECKS === 'true' : e.NODE_ENV === 'test',
    sandboxCardLatencyMs: e.SANDBOX_CARD_LATENCY_MS,
    applications: {
      ...(e.APPLICATION_EXPIRY_SECONDS ? { expiryMs: e.APPLICATION_EXPIRY_SECONDS * 1000 } : {}),
      ...(e.APPLICATION_REMINDER_SECONDS ? { reminderMs: e.APPLICATION_REMINDER_SECONDS * 1000 } : {}),
      ...(e.SIGNATURE_RECHECK_SECONDS ? { recheckMs: e.SIGNATURE_RECHECK_SECONDS * 1000 } : {}),
    },
    esign: { testMode: e.ESIGN_TEST_MODE ? e.ESIGN_TEST_MODE === 'true' : e.NODE_ENV !== 'production' },
    credentialKeys: e.CREDENTIAL_KEYS,
    primaries: { allowedTargets: e.PRIMARIES_ALLOWED_ADDRESSES },
  };
}
