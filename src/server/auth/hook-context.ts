import 'server-only';
import type { createAuthMiddleware } from 'better-auth/api';

/** What Better Auth hands a `hooks.before` / `hooks.after` handler (src/server/auth/auth-hooks.ts). */
export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
