import type { Metadata } from 'next';
import { TwoFactorPrompt } from '@/components/admin/two-factor-prompt';
import { ChangeEmailForm } from '@/components/store/account/security/change-email-form';
import { ChangePasswordForm } from '@/components/store/account/security/change-password-form';
import { PasskeysSection } from '@/components/store/account/security/passkeys-section';
import { SecuritySection } from '@/components/store/account/security/security-section';
import { SignOutEverywhere } from '@/components/store/account/security/sign-out-everywhere';
import { TwoFactorSection } from '@/components/store/account/security/two-factor-section';
import { listPasskeys } from '@/server/account/passkey-queries';
import { isTwoFactorEnabled } from '@/server/account/security-queries';
import { requireUserPage } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Security', robots: { index: false, follow: false } };

export default async function SecurityPage() {
  const user = await requireUserPage('/account/security');
  const [twoFactorEnabled, passkeys] = await Promise.all([isTwoFactorEnabled(user.id), listPasskeys(user.id)]);
  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <TwoFactorPrompt user={user} href="#two-factor" className="rounded-xl border" />
      <TwoFactorSection enabled={twoFactorEnabled} />
      <PasskeysSection passkeys={passkeys} isAdmin={user.isAdmin} />
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
        description="We send a link to the new address; your email changes once you open it. Your current address is told of the change."
      >
        <ChangeEmailForm currentEmail={user.email} />
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
