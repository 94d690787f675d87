import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { db } from '@/server/db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { PASSWORD_MIN_LENGTH, SITE_DEFAULTS } from '@/lib/constants';
import { getAuthSecret } from './secret';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';

const DAY = 60 * 60 * 24;

function createAuth() {
  const env = getEnv();
  return betterAuth({
    appName: SITE_DEFAULTS.siteName,
    baseURL: env.baseUrl,
    secret: getAuthSecret(),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // The shop may have no mail server: accounts are signed in at once, unverified.
      requireEmailVerification: false,
      autoSignIn: true,
    },
    session: {
      expiresIn: 30 * DAY,
      // Each day of use pushes the expiry forward, so active shoppers stay signed in.
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/two-factor/*': { window: 60, max: 10 },
        // Every storefront page asks for the session; guessing nothing, it needs no limit.
        '/get-session': false,
      },
    },
    advanced: {
      // The server sets this header from the socket (or from X-Forwarded-For behind a
      // trusted proxy) and drops any value the client sent: see scripts/lib/server.ts.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.baseUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    // Wrong passwords are routine for a shop, not warnings worth a log line each.
    logger: { level: 'error' },
    plugins: [twoFactor({ issuer: SITE_DEFAULTS.siteName }), nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare global {
  var __storeAuth: Auth | undefined;
}

/** Created on first use so that importing this module (as `next build` does) reads nothing. */
export function getAuth(): Auth {
  globalThis.__storeAuth ??= createAuth();
  return globalThis.__storeAuth;
}
