import type { Metadata } from 'next';
import { MailCheck } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { ConfirmLinkButton } from '@/app/(store)/auth/_components/confirm-link-button';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { findAccountToken } from '@/server/account/account-tokens';
import { VERIFY_LINK_INVALID, accountEmail } from '@/server/account/email-address';

// The verification link's page (docs/security.md, "Email verification"), signed in or out.

export const metadata: Metadata = { title: 'Confirm your email', robots: { index: false, follow: false } };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const holder = typeof token === 'string' ? await findAccountToken(token, 'verify-email') : null;
  const email = holder ? await accountEmail(holder.userId) : null;
  if (!holder || !email || typeof token !== 'string') {
    return <InvalidLink message={VERIFY_LINK_INVALID} retryHref="/account" retryLabel="Ask for a new link in My Account" />;
  }
  return (
    <AuthCard
      eyebrow="Confirm your email"
      title="Is this your address?"
      icon={<MailCheck aria-hidden="true" className="size-5" />}
      description={
        <>
          Confirm that <span className="font-semibold break-all text-foreground">{email}</span> is yours. Only confirm if you created this
          account; if you did not, set a password with &ldquo;Forgot password?&rdquo; instead to make it yours.
        </>
      }
    >
      <ConfirmLinkButton token={token} purpose="verify-email" label="Confirm my email" />
    </AuthCard>
  );
}
