import 'server-only';
import type { HookContext } from './hook-context';

// Auth is the floor of the domains (docs/architecture.md section 3, "Layers"): it imports no domain
// folder of src/server. What its Better Auth hooks (src/server/auth/auth-hooks.ts) drive in the
// domains above it (the links and notices mailed to an account's holder) is handed to it here by
// the composition root (src/server/composition/auth.ts) through composeTheShop() (composition/shop.ts),
// which every process that builds the auth instance runs at start-up: src/instrumentation.ts (the app
// and its job worker), the scripts that sign in or hash passwords, and the tests' database helper
// (docs/decisions/0075-auth-as-a-floor.md).

type Recipient = { name: string; email: string };

export type AuthFlows = {
  /** hooks.before of /sign-up/email, after auth's own checks: an unconfirmed account's address is offered to its mailbox. */
  beforeSignUp: (ctx: HookContext) => Promise<void>;
  /** hooks.after of /sign-up/email: the new account is mailed its verification link. */
  afterSignUp: (ctx: HookContext) => Promise<void>;
  /** A passkey was added to the account: its holder is told (src/server/auth/recent-reauthentication.ts). */
  passkeyAdded: (user: Recipient, passkeyName: string | null) => Promise<void>;
  /** Sign-in to the account is paused for `minutes` (src/server/auth/sign-in-limit.ts): its holder is told, once per pause. */
  accountLocked: (user: Recipient, minutes: number) => Promise<void>;
};

declare global {
  // On globalThis, as the auth instance is (src/server/auth/auth.ts): Next.js may load this module
  // more than once in one process (instrumentation and the routes), and they share one registration.
  var __storeAuthFlows: AuthFlows | undefined;
}

/** Called by the composition root at start-up; a later call replaces the flows. */
export function registerAuthFlows(flows: AuthFlows) {
  globalThis.__storeAuthFlows = flows;
}

/** The flows handed in; a process that forgot to register them fails here rather than skip a check or a mail. */
export function authFlows(): AuthFlows {
  const flows = globalThis.__storeAuthFlows;
  if (!flows) throw new Error('The auth flows were not registered: call composeTheShop() from src/server/composition/shop.ts at start-up.');
  return flows;
}
