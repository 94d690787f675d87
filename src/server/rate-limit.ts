import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';

// A fixed-window counter per key in the rate_limits table that Better Auth also uses
// (keys here start with our own prefix), so limits hold across app instances.
// Each new row gets a random id: `key` must be the only unique value two first uses at once can
// share, because ON CONFLICT settles a clash on its own column only and any other is an error.

type Limit = { windowSeconds: number; max: number };

/** When a window that started at `windowStart` (ms) ends, in whole seconds from now (at least 1). */
function secondsLeft(windowStart: number, windowSeconds: number, now = Date.now()) {
  return Math.max(1, Math.ceil((windowStart + windowSeconds * 1000 - now) / 1000));
}

/** Counts one use of `key`; `allowed` is false once more than `max` fall in one window. */
export async function consumeRateLimit(key: string, { windowSeconds, max }: Limit) {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const [row] = await queryRows<{ count: number; last_request: number | string }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${`rl_${randomUUID()}`}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count, last_request
  `);
  const count = Number(row?.count ?? 1);
  const startedAt = Number(row?.last_request ?? now);
  return { allowed: count <= max, count, startedAt, retryAfterSeconds: secondsLeft(startedAt, windowSeconds, now) };
}

/** The uses of `key` in its current window, without counting one (0 when the window has passed). */
export async function peekRateLimit(key: string, { windowSeconds }: Pick<Limit, 'windowSeconds'>) {
  const now = Date.now();
  const [row] = await queryRows<{ count: number; last_request: number | string }>(sql`
    select count, last_request from rate_limits where key = ${key} and last_request >= ${now - windowSeconds * 1000}
  `);
  if (!row) return { count: 0, startedAt: null, retryAfterSeconds: 0 };
  const startedAt = Number(row.last_request);
  return { count: Number(row.count), startedAt, retryAfterSeconds: secondsLeft(startedAt, windowSeconds, now) };
}

/** Takes back one use of `key` counted by consumeRateLimit (one that turned out not to count). */
export async function returnRateLimitUse(key: string) {
  await queryRows(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets every use of `key` (a success that should not be held against the next try). */
export async function clearRateLimit(key: string) {
  await queryRows(sql`delete from rate_limits where key = ${key}`);
}
