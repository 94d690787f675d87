import 'server-only';
import { ActionError } from '@/server/action-error';
import { passwordIsRight } from '@/server/account/account-checks';
import { spendSecurityAttempt } from '@/server/auth/security-auth';
import type { StoredEinvoicingSettings } from '@/server/einvoicing-settings/einvoicing-settings';
import type { EinvoicingSettingsRefusal } from '@/lib/schemas/einvoicing-settings';

// What a save of Settings → E-invoicing must prove before it changes where sales, and the MBS API key
// and secret, are sent (docs/decisions/0070-e-invoicing.md, "Amendment: the MBS access needs the owner's
// password"). A back-office session left open, or a stolen cookie, must not be able to point the stored
// key and secret at an address of its own: any change of the MBS access needs the owner's password, and
// a new address needs the key and secret typed again, so they only ever go where they were typed for.

type FieldErrors = EinvoicingSettingsRefusal['fieldErrors'];
type Written = Partial<Omit<StoredEinvoicingSettings, 'id' | 'updatedAt'>>;

/** The columns that say where, as whom and whether sales are reported: the line defaults are not among them. */
const ACCESS_COLUMNS = ['enabled', 'apiUrl', 'tin', 'businessId', 'serviceId', 'apiKeySealed', 'apiSecretSealed', 'cryptoKeys'] as const;

export const PASSWORD_FOR_ACCESS_MESSAGE = 'Enter your password to change the MBS access.';
export const RETYPE_FOR_NEW_ADDRESS_MESSAGE = 'The MBS address changed: type this again, so it is sent only to the new address you chose.';

/**
 * Checks the password typed on the screen, when one was, against the signed-in owner's own, on the
 * account Security page's attempt budget (a stolen session cannot guess it at leisure). Called before
 * the save's transaction: the embedded database has one connection.
 */
export async function ownPasswordChecked(userId: string, password: string): Promise<boolean> {
  if (!password) return false;
  await spendSecurityAttempt(userId);
  if (!(await passwordIsRight(userId, password))) throw new ActionError<EinvoicingSettingsRefusal>('Wrong password.', { fieldErrors: { password: ['Wrong password.'] } });
  return true;
}

/** Why this save may not change the MBS access as it asks: no password, or a new address with the stored key or secret. */
export function accessChangeProblems(before: StoredEinvoicingSettings, written: Written, passwordChecked: boolean): FieldErrors {
  const changes = ACCESS_COLUMNS.some((column) => column in written && written[column] !== before[column]);
  if (!changes) return {};
  const problems: FieldErrors = passwordChecked ? {} : { password: [PASSWORD_FOR_ACCESS_MESSAGE] };
  if ('apiUrl' in written && written.apiUrl !== before.apiUrl) {
    if (before.apiKeySealed && !written.apiKeySealed) problems.apiKey = [RETYPE_FOR_NEW_ADDRESS_MESSAGE];
    if (before.apiSecretSealed && !written.apiSecretSealed) problems.apiSecret = [RETYPE_FOR_NEW_ADDRESS_MESSAGE];
  }
  return problems;
}
