import type { Metadata } from 'next';
import { MailCheck } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { ConfirmLinkButton } from '@/app/(store)/auth/_components/confirm-link-button';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { findAccountToken } from '@/server/account/account-tokens';
import { CHANGE_LINK_INVALID, accountEmail } from '@/server/account/email-address';

// The page of the link mailed to a new address (docs/security.md, "Email change"): the change
// happens when the button is pressed, signed in or out.

export const metadata: Metadata = { title: 'Confirm your new email', robots: { index: false, follow: false } };

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const holder = typeof token === 'string' ? await findAccountToken(token, 'change-email') : null;
  const current = holder ? await accountEmail(holder.userId) : null;
  if (!holder?.newEmail || !current || typeof token !== 'string') {
    return <InvalidLink message={CHANGE_LINK_INVALID} retryHref="/account/security#email" retryLabel="Change email in My Account" />;
  }
  return (
    <AuthCard
      eyebrow="Change email"
      title="Confirm your new email"
      icon={<MailCheck aria-hidden="true" className="size-5" />}
      description={
        <>
          Your account&rsquo;s email changes from <span className="font-semibold break-all text-foreground">{current}</span> to{' '}
          <span className="font-semibold break-all text-foreground">{holder.newEmail}</span>. You will sign in with the new address.
        </>
      }
    >
      <ConfirmLinkButton token={token} purpose="change-email" label="Confirm new email" />
    </AuthCard>
  );
}
