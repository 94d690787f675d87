import '@/lib/zod-jitless';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';

// Zod schemas of the account Security page, shared by its forms and its server actions,
// and the small pure helpers both sides need.

/** Days a device stays trusted after "Trust this device" (Better Auth's trustDeviceMaxAge default). */
export const TRUST_DEVICE_DAYS = 30;

export const passwordCheckSchema = z.object({ password: z.string().min(1, 'Enter your password') });

/**
 * How long a confirmation of who you are (the password and code, or a passkey) lets this session
 * add a passkey (src/server/auth/recent-reauthentication.ts).
 */
export const REAUTHENTICATION_MINUTES = 5;

/** The server's refusal to add a passkey without that confirmation. */
export const REAUTHENTICATION_REQUIRED_CODE = 'REAUTHENTICATION_REQUIRED';

/** "Sign out of all devices", with or without "Also remove my passkeys". */
export const signOutEverywhereSchema = z.object({ removePasskeys: z.boolean().default(false) });

/** "Confirm it's you": the password, and the authenticator code when two-factor is on (checked by the server). */
export const reauthenticateSchema = passwordCheckSchema.extend({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^(\d{6})?$/, 'Enter the 6-digit code from your authenticator app')),
});

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
});

export const backupCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, 'Enter one of your backup codes')),
});

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: z
      .string()
      .min(1, 'Enter a new password')
      .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    confirmPassword: z.string().min(1, 'Confirm your new password'),
    signOutOtherDevices: z.boolean(),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/** The base32 secret of an otpauth:// URI, for people who type the key instead of scanning. */
export function totpSecretFromUri(uri: string): string {
  try {
    return new URL(uri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

/** "ABCDEFGH..." as "ABCD EFGH ...": easier to read out and type. */
export function groupInFours(key: string): string {
  return key.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Better Auth's two-factor and password refusals, by error code, in words a shopper can act on. */
export const SECURITY_ERROR_MESSAGES: Record<string, string> = {
  INVALID_PASSWORD: 'That password is not right. Please try again.',
  INVALID_CODE: 'That code is not right or has expired. Enter the code your app shows now.',
  INVALID_BACKUP_CODE: 'That backup code is not right, or it has already been used.',
  TOTP_ALREADY_ENABLED: 'Two-factor authentication is already on.',
  TWO_FACTOR_NOT_ENABLED: 'Two-factor authentication is off.',
  TOTP_NOT_ENABLED: 'Start the setup again: no code was asked for yet.',
  INVALID_TWO_FACTOR_COOKIE: 'Your sign-in took too long. Please sign in again.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Too many wrong codes. Please sign in again.',
  ACCOUNT_TEMPORARILY_LOCKED: 'Too many wrong codes. Please wait 15 minutes and try again.',
  PASSWORD_TOO_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  // The server's password policy (src/server/auth/password-endpoints.ts) words these itself.
  TOTP_CODE_ALREADY_USED: 'That code has already been used. Wait for your app to show a new one, then enter it.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'This account has no password to change.',
  UNAUTHORIZED: 'Please sign in to continue.',
  TOO_MANY_REQUESTS: 'Too many attempts. Please wait a minute and try again.',
};
