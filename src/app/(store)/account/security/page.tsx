import type { Metadata } from 'next';
import { TwoFactorPrompt } from '@/components/admin/two-factor-prompt';
import { EnrolmentLinkSection } from '@/app/(store)/account/security/_components/enrolment-link-section';
import { ChangeEmailForm } from '@/app/(store)/account/security/_components/change-email-form';
import { ChangePasswordForm } from '@/app/(store)/account/security/_components/change-password-form';
import { PasskeysSection } from '@/app/(store)/account/security/_components/passkeys-section';
import { SecuritySection } from '@/app/(store)/account/_components/security-section';
import { SignOutEverywhere } from '@/app/(store)/account/security/_components/sign-out-everywhere';
import { StaffEmailNotice } from '@/app/(store)/account/security/_components/staff-email-notice';
import { TwoFactorSection } from '@/app/(store)/account/security/_components/two-factor-section';
import { listPasskeys } from '@/server/auth/passkey-reads';
import { isTwoFactorEnabled } from '@/server/auth/security-reads';
import { staffEmailRefusal } from '@/server/account/email-address';
import { requireUserPage } from '@/server/auth/session';
import { mustFollowEnrolmentLink } from '@/server/staff/enrolment-link';

export const metadata: Metadata = { title: 'Security', robots: { index: false, follow: false } };

export default async function SecurityPage() {
  const user = await requireUserPage('/account/security');
  const [twoFactorEnabled, passkeys, enrolByLink] = await Promise.all([isTwoFactorEnabled(user.id), listPasskeys(user.id), mustFollowEnrolmentLink(user)]);
  const emailByOwner = staffEmailRefusal(user.role);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <TwoFactorPrompt user={user} href="#two-factor" className="rounded-xl border" />
      {enrolByLink ? (
        <EnrolmentLinkSection email={user.email} />
      ) : (
        <>
          <TwoFactorSection enabled={twoFactorEnabled} />
          <PasskeysSection passkeys={passkeys} isAdmin={user.isAdmin} twoFactorEnabled={twoFactorEnabled} />
        </>
      )}
      <SecuritySection
        id="password"
        title="Change password"
        description="Use a password you do not use anywhere else."
      >
        <ChangePasswordForm />
      </SecuritySection>
      <SecuritySection
        id="email"
        title="Change email"
        description={
          emailByOwner
            ? 'Staff email addresses are changed by a shop owner, on the Staff screen, and never from here.'
            : 'We send a link to the new address; your email changes once you open it. Your old address is then sent a link that undoes the change, for 7 days.'
        }
      >
        {emailByOwner ? (
          <StaffEmailNotice currentEmail={user.email} message={emailByOwner} isOwner={user.role === 'owner'} />
        ) : (
          <ChangeEmailForm currentEmail={user.email} />
        )}
      </SecuritySection>
      <SecuritySection
        id="sessions"
        title="Sign out of all devices"
        description="Lost a phone, or signed in on a shared computer? End every session of your account, this one included."
      >
        <SignOutEverywhere />
      </SecuritySection>
    </div>
  );
}
