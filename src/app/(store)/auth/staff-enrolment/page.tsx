import type { Metadata } from 'next';
import Link from 'next/link';
import { ShieldCheck } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { StartEnrolmentButton } from '@/app/(store)/auth/staff-enrolment/_components/start-enrolment-button';
import { buttonVariants } from '@/components/ui/button-variants';
import { staffEnrolmentPath } from '@/lib/staff-enrolment-link';
import { findAccountToken } from '@/server/account/account-tokens';
import { accountEmail } from '@/server/account/email-address';
import { getSessionUser } from '@/server/auth/session';
import { ENROLMENT_LINK_INVALID } from '@/server/staff/enrolment-link';

// A staff member's two-factor set-up link (src/server/staff/enrolment-link.ts). It works in a
// session of its own account only: the link proves the mailbox, the sign-in the password. Opening
// it spends nothing; the button does. Served with Referrer-Policy: no-referrer like every /auth/* page.

export const metadata: Metadata = { title: 'Set up two-factor sign-in', robots: { index: false, follow: false } };

export default async function StaffEnrolmentPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const holder = typeof token === 'string' ? await findAccountToken(token, 'staff-enrolment') : null;
  const email = holder ? await accountEmail(holder.userId) : null;
  if (!holder || !email || typeof token !== 'string') {
    return <InvalidLink message={ENROLMENT_LINK_INVALID} retryHref="/account/security#two-factor" retryLabel="Go to the Security page" />;
  }
  const user = await getSessionUser();
  return (
    <AuthCard
      eyebrow="Two-factor sign-in"
      title="Set up your second factor"
      icon={<ShieldCheck aria-hidden="true" className="size-5" />}
      description={
        <>
          For <strong className="break-all text-foreground">{email}</strong>. The shop requires staff to sign in with an authenticator app
          or a passkey as well as their password.
        </>
      }
    >
      {user?.id === holder.userId ? (
        <StartEnrolmentButton token={token} />
      ) : user ? (
        <p className="text-center text-base text-foreground">
          You are signed in as {user.email}. Sign out, then sign in as {email} and open this link again.
        </p>
      ) : (
        <Link href={`/auth?next=${encodeURIComponent(staffEnrolmentPath(token))}`} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Sign in as {email}
        </Link>
      )}
    </AuthCard>
  );
}
