import type { Metadata } from 'next';
import Link from 'next/link';
import { UserPlus } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { InvalidLink } from '@/components/store/recovery/invalid-link';
import { AcceptSignedIn } from '@/app/(store)/auth/invitation/_components/accept-signed-in';
import { JoinForm } from '@/app/(store)/auth/invitation/_components/join-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { STAFF_ROLE_LABELS, STAFF_ROLE_SUMMARIES } from '@/lib/staff-roles';
import { getSessionUser } from '@/server/auth/session';
import { getSiteSettings } from '@/server/settings/site-settings-reads';
import { findInvitation, invitationProblem, type InvitationAtLink } from '@/server/staff/invitation-lookup';

// The invitation link's page (src/server/staff/join-staff.ts). Opening it spends nothing (a mail
// scanner following the link must not use it up); its form's action does. Like the other /auth/*
// pages it is served with Referrer-Policy: no-referrer (next.config.ts), so the token leaks nowhere.

export const metadata: Metadata = { title: 'Join the team', robots: { index: false, follow: false } };

export default async function InvitationPage({ searchParams }: { searchParams: Promise<{ token?: string | string[] }> }) {
  const { token } = await searchParams;
  const invitation = typeof token === 'string' ? await findInvitation(token) : null;
  const problem = invitationProblem(invitation);
  if (problem || !invitation || typeof token !== 'string') return <InvalidLink message={problem ?? ''} retryHref="/" retryLabel="Go to the shop" />;
  const { siteName } = await getSiteSettings();
  const role = STAFF_ROLE_LABELS[invitation.role];
  return (
    <AuthCard
      eyebrow={`Join ${siteName}`}
      title={`You are invited as ${role}`}
      icon={<UserPlus aria-hidden="true" className="size-5" />}
      description={
        <>
          For <strong className="text-foreground">{invitation.email}</strong>. {STAFF_ROLE_SUMMARIES[invitation.role]}
        </>
      }
    >
      <InvitationStep invitation={invitation} token={token} />
    </AuthCard>
  );
}

async function InvitationStep({ invitation, token }: { invitation: InvitationAtLink; token: string }) {
  if (!invitation.account.exists || !invitation.account.verified) {
    return (
      <div className="flex flex-col gap-5">
        {invitation.account.exists ? (
          <p className="rounded-lg bg-sand px-4 py-3 text-sm">
            An account was started with this address but never confirmed. Setting a password here makes it yours: anyone
            signed in to it is signed out, and any two-factor set-up or passkey on it is removed.
          </p>
        ) : null}
        <JoinForm token={token} />
      </div>
    );
  }
  const user = await getSessionUser();
  if (user?.email === invitation.email) return <AcceptSignedIn token={token} />;
  const back = `/auth/invitation?token=${encodeURIComponent(token)}`;
  return (
    <div className="flex flex-col gap-4 text-center">
      <p className="text-base text-foreground">
        {user
          ? `You are signed in as ${user.email}. Sign out, then sign in as ${invitation.email} and open this link again.`
          : `This address already has an account. Sign in as ${invitation.email} to accept.`}
      </p>
      {user ? null : (
        <Link href={`/auth?next=${encodeURIComponent(back)}`} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          Sign in as {invitation.email}
        </Link>
      )}
    </div>
  );
}
