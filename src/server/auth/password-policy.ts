import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';

// Which passwords an account may have (docs/security.md, "Passwords"). Shoppers keep the
// product's 6 characters; staff need 12; nobody may use one of the 10,000 most common
// passwords, taken from zxcvbn-ts' ranked list (bundled with the package: no network call).

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000));

export const COMMON_PASSWORD_MESSAGE = 'This password is too common and easy to guess. Choose another one.';
export const STAFF_PASSWORD_MESSAGE = `Staff passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`;

export function isCommonPassword(password: string) {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Why `password` may not be used, or null when it may. */
export function passwordProblem(password: string, { staff }: { staff: boolean }): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (staff && password.length < STAFF_PASSWORD_MIN_LENGTH) return STAFF_PASSWORD_MESSAGE;
  if (isCommonPassword(password)) return COMMON_PASSWORD_MESSAGE;
  return null;
}
