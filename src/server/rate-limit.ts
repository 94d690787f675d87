import 'server-only';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/server/db/client';

// A fixed-window counter per key in the rate_limits table that Better Auth also uses
// (keys here start with our own prefix), so limits hold across app instances.

export async function consumeRateLimit(key: string, { windowSeconds, max }: { windowSeconds: number; max: number }) {
  const now = Date.now();
  const windowStart = now - windowSeconds * 1000;
  const [row] = await queryRows<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${`rl_${key}`}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
    returning count
  `);
  return { allowed: Number(row?.count ?? 1) <= max };
}
