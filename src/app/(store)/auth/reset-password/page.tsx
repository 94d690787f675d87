import type { Metadata } from 'next';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { ResetPasswordForm } from '@/app/(store)/auth/reset-password/_components/reset-password-form';
import { findAccountToken } from '@/server/account/account-tokens';
import { RESET_LINK_INVALID } from '@/server/account/reset-password';

// The reset link's page (docs/security.md, "Password reset"). Opening it uses nothing up (a mail
// scanner that follows links must not spend it); the form's action does. The token stays out of
// any Referer: /auth/* pages are served with Referrer-Policy: no-referrer (next.config.ts) and
// load nothing from other sites.

export const metadata: Metadata = { title: 'Set a new password', robots: { index: false, follow: false } };

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const valid = typeof token === 'string' && (await findAccountToken(token, 'reset-password'));
  if (!valid) return <InvalidLink message={RESET_LINK_INVALID} retryHref="/auth/forgot-password" retryLabel="Ask for a new link" />;
  return (
    <AuthCard eyebrow="Reset password" title="Choose a new password" description="Use a password you do not use anywhere else.">
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
