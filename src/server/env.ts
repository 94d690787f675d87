import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { passwordProblem } from '@/server/auth/password-policy';

// The environment, checked once (docs/architecture.md section 1). Everything reads it through getEnv().

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  ADMIN_EMAIL: z.email().optional(),
  // An admin's password: the staff policy (docs/security.md, "Passwords"), checked before anything starts.
  ADMIN_PASSWORD: z
    .string()
    .superRefine((password, context) => {
      const problem = passwordProblem(password, { staff: true });
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().optional(),
  SHOP_EMAIL: z.email().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  BETTER_AUTH_URL: z.url().optional(),
  // Behind a reverse proxy, the client's address is read from X-Forwarded-For; otherwise from the socket.
  TRUST_PROXY: booleanFlag.default(false),
  // Orders one account, and one client address, may place in an hour (docs/security.md).
  CHECKOUT_ORDERS_PER_HOUR_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(5),
  CHECKOUT_ORDERS_PER_HOUR_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  // Payments (README, "Taking payments"). Paystack is offered at checkout only when the key is set;
  // the API URL is Paystack's unless it points at a local stand-in (npm run paystack:fake).
  PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
  PAYSTACK_API_URL: z.url({ protocol: /^https?$/, error: 'PAYSTACK_API_URL must be an http(s) URL' }).default('https://api.paystack.co'),
  // How often the background worker looks for due jobs (docs/decisions/0014-durable-jobs.md).
  JOB_POLL_INTERVAL_MS: z.coerce.number().int().min(50).max(60_000).default(2_000),
  // Finished jobs (done or failed) are deleted this many days after they finished: a sent mail's
  // job holds its whole text, a failed one its error (docs/decisions/0014-durable-jobs.md).
  JOB_RETENTION_DAYS: z.coerce.number().int().min(1).max(3_650).default(14),
  // Several instances: a storefront change on one empties every instance's page cache (scripts/lib/cache-bus.ts).
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379' }).optional(),
  // GET /api/metrics answers scrapers sending `Authorization: Bearer <METRICS_TOKEN>`; unset, only loopback
  // requests that no proxy passed on (scripts/lib/metrics.ts).
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // S3-compatible object storage for uploads (docs/architecture.md section 8); unset means the local disk.
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.eu-west-2.amazonaws.com' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3-63 lowercase letters, digits, dots, hyphens')
    .default('product-images'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'S3_PUBLIC_URL must be an http(s) URL such as https://cdn.example.ng/product-images' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // Most self-hosted S3 servers (MinIO, Garage, Ceph) want /bucket/key paths, not bucket.host names.
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  // The catalogue import fetches pictures from the public internet only; the tests serve theirs on
  // this machine's loopback and let it fetch from there (docs/security.md, "Pictures fetched by the
  // catalogue import"). Every other private address stays refused.
  IMPORT_ALLOW_LOOPBACK: booleanFlag.default(false),
  // E-invoicing with the Nigeria Revenue Service's MBS (docs/decisions/0070-e-invoicing.md, README
  // "E-invoicing"): on when all seven are set, off when none is; some but not all stops the start.
  NRS_API_URL: z.url({ protocol: /^https?$/, error: 'NRS_API_URL must be an http(s) URL, the MBS base URL your access is for' }).optional(),
  NRS_API_KEY: z.string().min(1).optional(),
  NRS_API_SECRET: z.string().min(1).optional(),
  NRS_BUSINESS_ID: z.string().min(1).optional(),
  NRS_SERVICE_ID: z.string().regex(/^[A-Za-z0-9]{8}$/, 'NRS_SERVICE_ID must be the 8 letters and digits of your MBS Service ID').optional(),
  NRS_TIN: z.string().min(1).optional(),
  NRS_CRYPTO_KEYS: z.string().min(1).optional(),
  // Order updates on WhatsApp (Meta's Cloud API) and by SMS (Termii): docs/decisions/0080-whatsapp-and-sms-order-updates.md,
  // README "WhatsApp and SMS". WhatsApp is on when all five secrets and ids are set; some but not all stops the start.
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_BUSINESS_ACCOUNT_ID: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(1).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(1).optional(),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/, error: 'WHATSAPP_API_URL must be an http(s) URL' }).default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.string().regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION must look like v24.0').default('v24.0'),
  // SMS is on when the key and the sender ID are set; the secret checks Termii's delivery reports.
  TERMII_API_KEY: z.string().min(1).optional(),
  TERMII_SENDER_ID: z.string().min(3, 'TERMII_SENDER_ID must be 3 to 11 characters, as Termii registered it').max(11, 'TERMII_SENDER_ID must be 3 to 11 characters, as Termii registered it').optional(),
  TERMII_API_URL: z.url({ protocol: /^https?$/, error: 'TERMII_API_URL must be an http(s) URL' }).default('https://v3.api.termii.com'),
  TERMII_SECRET: z.string().min(1).optional(),
}).superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && env.IMPORT_ALLOW_LOOPBACK) {
    context.addIssue({
      code: 'custom',
      path: ['IMPORT_ALLOW_LOOPBACK'],
      message: 'IMPORT_ALLOW_LOOPBACK is for tests only: in production an import must never fetch from this machine',
    });
  }
  // Every Paystack call carries the secret key: in production only TLS may carry it off this machine.
  if (env.NODE_ENV === 'production' && !isTlsOrLoopback(env.PAYSTACK_API_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['PAYSTACK_API_URL'],
      message: 'PAYSTACK_API_URL must be an https URL in production (plain http would send the secret key in clear text); only a stand-in on this machine (localhost, 127.x.x.x, [::1]) may use http',
    });
  }
  if (env.NODE_ENV === 'production' && env.NRS_API_URL && !isTlsOrLoopback(env.NRS_API_URL)) {
    context.addIssue({
      code: 'custom',
      path: ['NRS_API_URL'],
      message: 'NRS_API_URL must be an https URL in production (plain http would send the API secret in clear text); only a stand-in on this machine may use http',
    });
  }
  for (const name of ['WHATSAPP_API_URL', 'TERMII_API_URL'] as const) {
    if (env.NODE_ENV === 'production' && !isTlsOrLoopback(env[name])) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${name} must be an https URL in production (plain http would send the access token in clear text); only a stand-in on this machine may use http`,
      });
    }
  }
});

/** https, or http to this machine itself (the local Paystack stand-in the end-to-end tests run). */
export function isTlsOrLoopback(url: string) {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

export type S3Config = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers fetch objects directly; null proxies them through our /media route. */
  publicUrl: string | null;
  region: string;
  forcePathStyle: boolean;
};

/** MBS e-invoicing as configured by the environment (docs/decisions/0070-e-invoicing.md). */
export type NrsConfig = {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  businessId: string;
  serviceId: string;
  tin: string;
  /** The path of crypto_keys.txt, as the MBS portal gives it. */
  cryptoKeysPath: string;
};

/** WhatsApp Business on Meta's Cloud API (docs/decisions/0080-whatsapp-and-sms-order-updates.md). */
export type WhatsAppConfig = {
  apiUrl: string;
  apiVersion: string;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  /** Signs the webhooks Meta posts (X-Hub-Signature-256). */
  appSecret: string;
  /** What Meta's webhook handshake must echo. */
  verifyToken: string;
};

/** SMS through Termii; `secret` checks its delivery reports (X-Termii-Signature), null when not set. */
export type TermiiConfig = { apiUrl: string; apiKey: string; senderId: string; secret: string | null };

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  baseUrl: string;
  s3: S3Config | null;
  nrs: NrsConfig | null;
  whatsapp: WhatsAppConfig | null;
  sms: TermiiConfig | null;
};

const NRS_REQUIRED = ['NRS_API_URL', 'NRS_API_KEY', 'NRS_API_SECRET', 'NRS_BUSINESS_ID', 'NRS_SERVICE_ID', 'NRS_TIN', 'NRS_CRYPTO_KEYS'] as const;

/** All or nothing, as for S3: a half-configured e-invoicing must stop the start, not quietly report nothing. */
function nrsConfigFrom(parsed: z.infer<typeof envSchema>): NrsConfig | null {
  const missing = NRS_REQUIRED.filter((name) => !parsed[name]);
  if (missing.length === NRS_REQUIRED.length) return null;
  if (missing.length > 0) throw new Error(`Invalid environment: e-invoicing needs ${NRS_REQUIRED.join(', ')} set together; missing: ${missing.join(', ')}`);
  return {
    apiUrl: parsed.NRS_API_URL!.replace(/\/+$/, ''),
    apiKey: parsed.NRS_API_KEY!,
    apiSecret: parsed.NRS_API_SECRET!,
    businessId: parsed.NRS_BUSINESS_ID!,
    serviceId: parsed.NRS_SERVICE_ID!,
    tin: parsed.NRS_TIN!,
    cryptoKeysPath: path.resolve(parsed.NRS_CRYPTO_KEYS!),
  };
}

const WHATSAPP_REQUIRED = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_BUSINESS_ACCOUNT_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;

/** All or nothing: half a WhatsApp configuration must stop the start, not quietly send nothing. */
function whatsappConfigFrom(parsed: z.infer<typeof envSchema>): WhatsAppConfig | null {
  const missing = WHATSAPP_REQUIRED.filter((name) => !parsed[name]);
  if (missing.length === WHATSAPP_REQUIRED.length) return null;
  if (missing.length > 0) throw new Error(`Invalid environment: WhatsApp needs ${WHATSAPP_REQUIRED.join(', ')} set together; missing: ${missing.join(', ')}`);
  return {
    apiUrl: parsed.WHATSAPP_API_URL.replace(/\/+$/, ''),
    apiVersion: parsed.WHATSAPP_API_VERSION,
    accessToken: parsed.WHATSAPP_ACCESS_TOKEN!,
    phoneNumberId: parsed.WHATSAPP_PHONE_NUMBER_ID!,
    businessAccountId: parsed.WHATSAPP_BUSINESS_ACCOUNT_ID!,
    appSecret: parsed.WHATSAPP_APP_SECRET!,
    verifyToken: parsed.WHATSAPP_VERIFY_TOKEN!,
  };
}

/** SMS is on with the key and the sender ID; one without the other stops the start. */
function smsConfigFrom(parsed: z.infer<typeof envSchema>): TermiiConfig | null {
  if (!parsed.TERMII_API_KEY && !parsed.TERMII_SENDER_ID) return null;
  if (!parsed.TERMII_API_KEY || !parsed.TERMII_SENDER_ID) {
    throw new Error(`Invalid environment: SMS needs TERMII_API_KEY and TERMII_SENDER_ID set together; missing: ${parsed.TERMII_API_KEY ? 'TERMII_SENDER_ID' : 'TERMII_API_KEY'}`);
  }
  return { apiUrl: parsed.TERMII_API_URL.replace(/\/+$/, ''), apiKey: parsed.TERMII_API_KEY, senderId: parsed.TERMII_SENDER_ID, secret: parsed.TERMII_SECRET ?? null };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All or nothing: a half-configured bucket must stop the start, not quietly fall back to the disk. */
function s3ConfigFrom(parsed: z.infer<typeof envSchema>, provided: Record<string, string | undefined>): S3Config | null {
  if (!Object.keys(provided).some((name) => name.startsWith('S3_'))) return null;
  const missing = S3_REQUIRED.filter((name) => !parsed[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid environment: S3 storage needs ${S3_REQUIRED.join(', ')} set together; missing: ${missing.join(', ')}`,
    );
  }
  return {
    endpoint: parsed.S3_ENDPOINT!,
    bucket: parsed.S3_BUCKET,
    accessKeyId: parsed.S3_ACCESS_KEY_ID!,
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY!,
    publicUrl: parsed.S3_PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    region: parsed.S3_REGION,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
  };
}

let cached: Env | undefined;

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const provided = withoutEmpty(source);
  const result = envSchema.safeParse(provided);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    baseUrl: (parsed.BETTER_AUTH_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
    s3: s3ConfigFrom(parsed, provided),
    nrs: nrsConfigFrom(parsed),
    whatsapp: whatsappConfigFrom(parsed),
    sms: smsConfigFrom(parsed),
  };
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
