import { PASSWORD_MIN_LENGTH } from '@/lib/password-lengths';

// The sign-in and sign-up form's checks (docs/product.md, "Auth"), written out instead of a zod
// schema so the form's page ships no schema library. The server checks again: Better Auth
// refuses a malformed email and src/server/auth/password-policy.ts a weak password.

export type AuthMode = 'sign-in' | 'sign-up';
export type AuthValues = { name: string; email: string; password: string };
export type AuthFieldErrors = Partial<Record<keyof AuthValues, string>>;

/** zod's z.email() pattern, which Better Auth applies to the same field on the server. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** What is sent: name and email trimmed, the password as typed. */
export function cleanAuthValues(values: AuthValues): AuthValues {
  return { name: values.name.trim(), email: values.email.trim(), password: values.password };
}

/** Each field's first problem, in the product's words; an empty object when the form may be sent. */
export function authFieldErrors(values: AuthValues, mode: AuthMode): AuthFieldErrors {
  const { name, email, password } = cleanAuthValues(values);
  const errors: AuthFieldErrors = {};
  if (mode === 'sign-up' && !name) errors.name = 'Full name is required';
  if (!email) errors.email = 'Email is required';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address';
  if (!password) errors.password = 'Password is required';
  else if (password.length < PASSWORD_MIN_LENGTH) errors.password = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  return errors;
}

/** A new password and its confirmation (the reset link, a staff invitation). */
export type NewPasswordValues = { password: string; confirmPassword: string };

/** The new password's problems: `minLength` and its words are the role's (shoppers 6, staff 12). */
export function newPasswordErrors({ password, confirmPassword }: NewPasswordValues, minLength: number, tooShort: string) {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!password) errors.password = 'Password is required';
  else if (password.length < minLength) errors.password = tooShort;
  if (password && confirmPassword !== password) errors.confirmPassword = 'Passwords do not match';
  return errors;
}
