import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './schemas/fields';

// My Account → Privacy and the back office's "Close account", shared by their forms and
// their server actions (docs/security.md, "The shopper's data").

/** What a closed account's orders and customer record say instead of the person's name, phone and address. */
export const DELETED_CUSTOMER = 'Deleted customer';

/** The domain of the address a closed account's orders keep in place of the person's (.invalid is reserved: no mail goes there). */
export const CLOSED_ACCOUNT_EMAIL_DOMAIN = 'deleted.invalid';

/** Whether a customer record or order belongs to a closed account. */
export const isClosedAccountEmail = (email: string) => email.endsWith(`@${CLOSED_ACCOUNT_EMAIL_DOMAIN}`);

/** Typed to confirm closing, so it is never done by a slip of the finger. */
export const CLOSE_CONFIRMATION_WORD = 'DELETE';

/** The typed word, in the shopper's closing and in the back office's erasures (src/lib/schemas/customer.ts). */
export const closeConfirmation = oneLine()
  .trim()
  .refine((value) => value === CLOSE_CONFIRMATION_WORD, `Type ${CLOSE_CONFIRMATION_WORD} to confirm`);

/** The shopper's own closing: the password, or (`password` empty) a passkey sign-in just made. */
export const closeMyAccountSchema = z.object({
  // The account the page was showing: a passkey held for another account would sign that one in instead.
  accountId: oneLine().min(1),
  password: z.string().max(512),
  confirmation: closeConfirmation,
  withPasskey: z.boolean(),
});

export const DATA_EXPORT_FORMATS = ['json', 'txt'] as const;
export type DataExportFormat = (typeof DATA_EXPORT_FORMATS)[number];
