import 'server-only';
import { registerAuthFlows, type AuthFlows } from '@/server/auth/auth-flows';
import { queueAccountLockedMail } from '@/server/account/account-locked-mail';
import { queuePasskeyAddedMail } from '@/server/account/passkey-added-mail';
import { mailVerificationAfterSignUp, offerTakeoverOfUnconfirmed } from '@/server/account/sign-up-takeover';

// The composition root of sign-in (docs/architecture.md section 3, "Layers"; decision 0075): auth is
// the floor of the domains and imports none of them, so the account code its Better Auth hooks drive
// is named here and handed to it. Every process that builds the auth instance calls registerAuth()
// at start-up: src/instrumentation.ts (the app's server and its job worker), scripts/setup.ts and
// scripts/admin-create.ts (which hash passwords with it), scripts/bench-large/admin-reads.ts, the tests'
// database helper (tests/helpers/test-database.ts) and job-worker process. Nothing in src/server imports it.

export const authFlowsOfTheShop: AuthFlows = {
  beforeSignUp: offerTakeoverOfUnconfirmed,
  afterSignUp: mailVerificationAfterSignUp,
  passkeyAdded: queuePasskeyAddedMail,
  accountLocked: queueAccountLockedMail,
};

/** Hands the shop's flows to auth (src/server/auth/auth-flows.ts); safe to call more than once. */
export function registerAuth() {
  registerAuthFlows(authFlowsOfTheShop);
}
