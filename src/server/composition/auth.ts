import 'server-only';
import type { AuthFlows } from '@/server/auth/auth-flows';
import { queueAccountLockedMail } from '@/server/account/account-locked-mail';
import { queuePasskeyAddedMail } from '@/server/account/passkey-added-mail';
import { mailVerificationAfterSignUp, offerTakeoverOfUnconfirmed } from '@/server/account/sign-up-takeover';

// The composition root of sign-in (docs/architecture.md section 3, "Layers"; decision 0075): auth is
// the floor of the domains and imports none of them, so the account code its Better Auth hooks drive
// is named here. composeTheShop() (src/server/composition/shop.ts) hands it to auth at the start of
// every process, with the rest of the shop's start-up registrations.

export const authFlowsOfTheShop: AuthFlows = {
  beforeSignUp: offerTakeoverOfUnconfirmed,
  afterSignUp: mailVerificationAfterSignUp,
  passkeyAdded: queuePasskeyAddedMail,
  accountLocked: queueAccountLockedMail,
};
