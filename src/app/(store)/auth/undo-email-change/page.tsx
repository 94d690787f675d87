import type { Metadata } from 'next';
import { Undo2 } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { UndoEmailChangeButton } from '@/app/(store)/auth/undo-email-change/_components/undo-email-change-button';
import { findAccountToken } from '@/server/account/account-tokens';
import { accountEmail } from '@/server/account/email-address';
import { STAFF_UNDO_REFUSED, UNDO_LINK_INVALID } from '@/server/account/email-change-undo';
import { isAdmin } from '@/server/auth/roles';

// The page of the link mailed to the address an account moved from (docs/security.md, "Password
// reset, email verification and email change"): the address goes back when the button is pressed,
// signed in or out; a staff account's never does.

export const metadata: Metadata = { title: 'Undo an email change', robots: { index: false, follow: false } };

export default async function UndoEmailChangePage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const holder = typeof token === 'string' ? await findAccountToken(token, 'undo-email-change') : null;
  const current = holder ? await accountEmail(holder.userId) : null;
  if (!holder?.newEmail || !current || typeof token !== 'string') {
    return <InvalidLink message={UNDO_LINK_INVALID} retryHref="/contact" retryLabel="Write to the shop" />;
  }
  // A staff address is put back by an owner only (docs/decisions/0073-no-undo-for-staff-addresses.md); the button would refuse.
  if (await isAdmin(holder.userId)) return <InvalidLink message={STAFF_UNDO_REFUSED} retryHref="/contact" retryLabel="Write to the shop" />;
  return (
    <AuthCard
      eyebrow="Undo an email change"
      title="Put your old address back?"
      icon={<Undo2 aria-hidden="true" className="size-5" />}
      description={
        <>
          Your account&rsquo;s email goes back from <span className="font-semibold break-all text-foreground">{current}</span> to{' '}
          <span className="font-semibold break-all text-foreground">{holder.newEmail}</span>, and every device signed in to it is signed out.
        </>
      }
    >
      <UndoEmailChangeButton token={token} />
    </AuthCard>
  );
}
