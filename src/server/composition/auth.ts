import 'server-only';
import type { AuthFlows } from '@/server/auth/auth-flows';

// The composition root of sign-in (docs/architecture.md section 3, "Layers"; decision 0075): auth is
// the floor of the domains and imports none of them, so the account code its Better Auth hooks drive
// is named here. composeTheShop() (src/server/composition/shop.ts) hands it to auth at the start of
// every process, with the rest of the shop's start-up registrations.

// Each flow's module loads when the flow first runs, not at start-up (as e-invoicing's listeners, shop.ts).
const signUpTakeover = () => import('@/server/account/sign-up-takeover');

export const authFlowsOfTheShop: AuthFlows = {
  beforeSignUp: async (ctx) => (await signUpTakeover()).offerTakeoverOfUnconfirmed(ctx),
  afterSignUp: async (ctx) => (await signUpTakeover()).mailVerificationAfterSignUp(ctx),
  passkeyAdded: async (user, name) => (await import('@/server/account/passkey-added-mail')).queuePasskeyAddedMail(user, name),
  accountLocked: async (user, minutes) => (await import('@/server/account/account-locked-mail')).queueAccountLockedMail(user, minutes),
};
