import 'server-only';
import { db } from '@/server/db/client';
import { websiteSettings } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { hasPasskey } from './passkey-reads';
import { isTwoFactorEnabled } from './security-reads';

// "Require two-factor sign-in for staff" (Website Settings): when on, an admin account without
// a verified second factor opens no admin screen, action, query or route until it enrols on
// /account/security, which stays open to it (docs/security.md, "Staff without two-factor").
// Either second factor will do: a TOTP app, or a passkey (docs/security.md, "Passkeys").

/** Where an admin without two-factor is sent; the page explains why (see TwoFactorPrompt). */
export const STAFF_TWO_FACTOR_ENROL_PATH = '/account/security?required=two-factor';

/**
 * The switch. Unset (NULL), it follows the shop's public URL: on for https, off for a local
 * http try-out, where nobody could have enrolled yet and the e2e suite runs.
 */
export async function isStaffTwoFactorRequired(): Promise<boolean> {
  const [row] = await db.select({ required: websiteSettings.staffTwoFactorRequired }).from(websiteSettings).limit(1);
  return row?.required ?? getEnv().baseUrl.startsWith('https://');
}

/** Whether the account has a second factor the switch accepts: a verified TOTP app, or a passkey. */
export async function hasStaffSecondFactor(userId: string): Promise<boolean> {
  return (await isTwoFactorEnabled(userId)) || (await hasPasskey(userId));
}

/** Whether this admin must enrol in two-factor before doing anything as an admin. */
export async function mustEnrolTwoFactor(userId: string): Promise<boolean> {
  return (await isStaffTwoFactorRequired()) && !(await hasStaffSecondFactor(userId));
}
