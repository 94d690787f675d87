import '@/lib/zod-jitless';
import { z } from 'zod';
import { nairaAmount, optionalText, wholeNumber } from './fields';

// The "Payments" card of Website Settings (docs/decisions/0013-payments-ledger.md): which ways to pay
// checkout offers, the account a bank transfer goes to, the limit on pay on delivery and how long an
// unpaid order holds its stock. The bounds are the database's own (website_settings checks).

export const PAYMENT_SETTINGS_LIMITS = {
  bankName: 100,
  bankAccountName: 100,
  /** A NUBAN, the account number every Nigerian bank gives: 10 digits. */
  bankAccountNumberDigits: 10,
  paystackMinutes: { min: 15, max: 1440 },
  transferHours: { min: 1, max: 336 },
} as const;

/** The defaults of a shop that has saved no payment settings (the columns' own defaults). */
export const PAYMENT_SETTINGS_DEFAULTS = {
  paystackEnabled: true,
  bankTransferEnabled: false,
  payOnDeliveryEnabled: true,
  bankName: null,
  bankAccountName: null,
  bankAccountNumber: null,
  payOnDeliveryMaxKobo: 50_000_000,
  paystackReservationMinutes: 60,
  bankTransferReservationHours: 48,
} as const;

const ACCOUNT_NUMBER_MESSAGE = 'Enter the 10-digit account number (NUBAN), e.g. 0123456789';

/** What people type between the digits of an account number ('0123 456 789'). */
const NUMBER_SPACING = /[\s-]/g;

const paymentSettingsFields = z.object({
  paystackEnabled: z.boolean(),
  bankTransferEnabled: z.boolean(),
  bankName: optionalText('Bank name', PAYMENT_SETTINGS_LIMITS.bankName),
  bankAccountName: optionalText('Account name', PAYMENT_SETTINGS_LIMITS.bankAccountName),
  bankAccountNumber: optionalText('Account number', 40)
    .transform((value) => (value === null ? null : value.replace(NUMBER_SPACING, '')))
    .refine((digits) => digits === null || /^\d{10}$/.test(digits), ACCOUNT_NUMBER_MESSAGE),
  payOnDeliveryEnabled: z.boolean(),
  // Typed in naira, saved in kobo.
  payOnDeliveryMax: nairaAmount('Largest order paid on delivery', 'required').refine(
    (kobo) => kobo === null || kobo > 0,
    'The largest order paid on delivery must be more than ₦0; turn pay on delivery off instead',
  )
    // Null only alongside the "required" message above.
    .transform((kobo) => kobo ?? 0),
  paystackReservationMinutes: wholeNumber(
    'Paystack reservation',
    PAYMENT_SETTINGS_LIMITS.paystackMinutes.min,
    PAYMENT_SETTINGS_LIMITS.paystackMinutes.max,
  ),
  bankTransferReservationHours: wholeNumber(
    'Bank transfer reservation',
    PAYMENT_SETTINGS_LIMITS.transferHours.min,
    PAYMENT_SETTINGS_LIMITS.transferHours.max,
  ),
});

const BANK_DETAILS = [
  ['bankName', 'Bank name'],
  ['bankAccountName', 'Account name'],
  ['bankAccountNumber', 'Account number'],
] as const;

/**
 * A shopper told to pay by transfer must be told where to: the three details are needed while it
 * is on. Checked even while other fields are wrong (zod skips an object's refinements then by
 * default), so the card shows every mistake at once.
 */
export const paymentSettingsSchema = paymentSettingsFields.superRefine(
  (settings, ctx) => {
    if (settings.bankTransferEnabled !== true) return;
    for (const [field, label] of BANK_DETAILS) {
      if (settings[field] === null) ctx.addIssue({ code: 'custom', path: [field], message: `${label} is required while bank transfer is on` });
    }
  },
  { when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'bankTransferEnabled') },
);

/** What the card holds: switches and plain strings ('' for an empty field). */
/** What is saved: account number digits, the limit in kobo, whole minutes and hours. */
