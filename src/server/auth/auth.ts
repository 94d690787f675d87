import 'server-only';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { db } from '@/server/db/client';
import { accounts, passkeys, rateLimits, sessions, twoFactors, users, verifications } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { SITE_DEFAULTS } from '@/lib/constants';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';
import { getAuthSecret } from './secret';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { afterAuthEndpoint, beforeAuthEndpoint } from './auth-hooks';
import { logAuthMessage } from './auth-logger';
import { passkeyPlugin } from './passkey-plugin';
import { explainRefusedOrigin } from './refused-origin';
import { capNewSession, capSessionRefresh } from './session-lifetime';
import { trustedOrigins } from './trusted-origins';

const DAY = 60 * 60 * 24;

function createAuth() {
  const env = getEnv();
  const auth = betterAuth({
    appName: SITE_DEFAULTS.siteName,
    baseURL: env.baseUrl,
    // Without BETTER_AUTH_URL, http://127.0.0.1:PORT and http://[::1]:PORT are the shop too.
    trustedOrigins: trustedOrigins(),
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
        passkey: passkeys,
      },
    }),
    // Better Auth's own reset, verification and email-change endpoints keep their tokens in plain
    // text and its verification link can be used again: ours replace them (src/server/account/account-tokens.ts,
    // docs/security.md). Its /reset-password/:token callback stays routable but inert: it only reads
    // tokens /request-password-reset would have written.
    disabledPaths: ['/request-password-reset', '/reset-password', '/send-verification-email', '/verify-email', '/change-email'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      // The shop may have no mail server, and a sale never waits for a mail: accounts are signed in
      // at once, unverified, and mailed our own verification link (src/server/account/sign-up-takeover.ts).
      requireEmailVerification: false,
      autoSignIn: true,
    },
    session: {
      expiresIn: 30 * DAY,
      // Each day of use pushes the expiry forward, so active shoppers stay signed in.
      updateAge: DAY,
    },
    // And an absolute end, whatever the refreshes, and a start that is the sign-in's: src/server/auth/session-lifetime.ts.
    databaseHooks: {
      session: {
        create: { before: (session, endpoint) => capNewSession(session, endpoint) },
        update: { before: (update, endpoint) => capSessionRefresh(update, endpoint) },
      },
    },
    // The per-account sign-in limit, the password policy, TOTP replay: src/server/auth/auth-hooks.ts.
    hooks: { before: beforeAuthEndpoint, after: afterAuthEndpoint },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/*': { window: 60, max: 10 },
        '/sign-up/*': { window: 60, max: 5 },
        '/two-factor/*': { window: 60, max: 10 },
        '/passkey/*': { window: 60, max: 10 },
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
      // Better Auth skips its origin check when NODE_ENV=test; the tests check the real thing.
      disableOriginCheck: false,
    },
    // Wrong passwords are routine for a shop, not warnings worth a log line each. Written
    // through our logger, without query values or a Referer's path (src/server/auth/auth-logger.ts).
    logger: { level: 'error', log: logAuthMessage },
    onAPIError: {
      // Nor are our own refusals thrown from hooks.before (a paused account, a common password,
      // a reused code), which Better Auth would log as errors: only faults (5xx) are logged.
      onError(error, context) {
        if (isAPIError(error) && error.statusCode < 500) return;
        context.logger.error('Auth request failed', error);
      },
    },
    plugins: [twoFactor({ issuer: SITE_DEFAULTS.siteName }), passkeyPlugin(env.baseUrl), nextCookies()],
  });
  const handler = auth.handler;
  auth.handler = async (request: Request) => explainRefusedOrigin(request, await handler(request));
  return auth;
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
