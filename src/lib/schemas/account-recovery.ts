import '@/lib/zod-jitless';
import { z } from 'zod';
import { oneLine } from './fields';

// What the password reset, email verification and email change actions accept (docs/security.md,
// "Password reset, email verification and email change"). The forms in the browser check the same
// things without zod (src/lib/auth-fields.ts), so their pages ship no schema library.

const email = oneLine().trim().toLowerCase().pipe(z.email('Enter a valid email address').max(254, 'Enter a valid email address'));
const token = oneLine().min(1).max(200);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token,
    password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
    confirmPassword: z.string(),
    // "Also remove my passkeys": someone who got in may have added one of their own.
    removePasskeys: z.boolean().default(false),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });

export const accountLinkSchema = z.object({ token });

export const changeEmailSchema = z.object({
  newEmail: email,
  password: z.string().min(1, 'Enter your current password').max(128),
});
