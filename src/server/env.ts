import 'server-only';
import path from 'node:path';
import { z } from 'zod';

// The environment, checked once (DESIGN.md section 1). Everything reads it through getEnv().

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
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().optional(),
  SHOP_EMAIL: z.email().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'BETTER_AUTH_SECRET must be at least 32 characters').optional(),
  BETTER_AUTH_URL: z.url().optional(),
  // Behind a reverse proxy, the client's address is read from X-Forwarded-For; otherwise from the socket.
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & { dataDir: string; baseUrl: string };

let cached: Env | undefined;

/** Empty strings count as unset, so `FOO= npm start` behaves like no FOO at all. */
function withoutEmpty(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    baseUrl: (parsed.BETTER_AUTH_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  };
}

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
