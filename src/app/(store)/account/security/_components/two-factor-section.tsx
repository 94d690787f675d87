'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { KeyRound, ShieldOff } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { StoreButton } from '@/components/store/store-button';
import { regenerateBackupCodes } from '@/server/account/actions/store/regenerate-backup-codes';
import { startTwoFactorSetup, type TwoFactorSetup } from '@/server/account/actions/store/start-two-factor-setup';
import { postToAuth } from './auth-request';
import { BackupCodes } from './backup-codes';
import { PasswordConfirmForm } from './password-confirm-form';
import { refusalMessage } from './refusal-message';
import { SecuritySection } from '@/app/(store)/account/_components/security-section';
import { TotpSetup } from './totp-setup';
import { useAction } from '@/components/use-action';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'regenerate' | 'disable' }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[]; title: string };

const PASSWORD_STEP = {
  enable: { intro: 'Enter your password to start.', submitLabel: 'Continue' },
  regenerate: {
    intro: 'Enter your password. New codes replace all of your old ones.',
    submitLabel: 'Create new codes',
  },
  disable: {
    intro: 'Enter your password. Without two-factor authentication, your password alone signs you in.',
    submitLabel: 'Turn off two-factor',
  },
} as const;

/**
 * Two-factor authentication with an authenticator app. Turning it on takes two steps
 * (password, then a code from the app): until the code is verified nothing is asked for at
 * sign-in, so a half-finished setup cannot lock anyone out.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const { run } = useAction(toast);
  const idle = () => setStep({ kind: 'idle' });

  async function confirmPassword(purpose: 'enable' | 'regenerate' | 'disable', password: string) {
    if (purpose === 'enable') {
      const result = await run(startTwoFactorSetup, { password });
      if (!result.ok) return refusalMessage(result, router);
      setStep({ kind: 'scan', setup: result.data });
    } else if (purpose === 'regenerate') {
      const result = await run(regenerateBackupCodes, { password });
      if (!result.ok) return refusalMessage(result, router);
      setStep({ kind: 'codes', codes: result.data.backupCodes, title: 'Your new backup codes' });
      toast.success('New backup codes created', { description: 'Your old codes no longer work.' });
    } else {
      const result = await postToAuth('/two-factor/disable', { password });
      if (!result.ok) return refusalMessage(result, router);
      idle();
      toast.success('Two-factor authentication is off');
      router.refresh();
    }
    return null;
  }

  function verified(setup: TwoFactorSetup) {
    // The codes Better Auth made at the start of the setup are valid from now on.
    setStep({ kind: 'codes', codes: setup.backupCodes, title: 'Save your backup codes' });
    toast.success('Two-factor authentication is on', { description: 'You will be asked for a code when you sign in.' });
    router.refresh();
  }

  return (
    <SecuritySection
      id="two-factor"
      title="Two-factor authentication"
      description="Sign in with your password and a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password), so a stolen password alone is not enough."
      aside={
        <p className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Status:</span>
          <Badge variant="secondary" className={enabled ? 'bg-success text-white' : undefined} data-testid="two-factor-status">
            {enabled ? 'On' : 'Off'}
          </Badge>
        </p>
      }
    >
      {step.kind === 'password' ? (
        <PasswordConfirmForm
          key={step.purpose}
          {...PASSWORD_STEP[step.purpose]}
          destructive={step.purpose === 'disable'}
          onConfirm={(password) => confirmPassword(step.purpose, password)}
          onCancel={idle}
        />
      ) : step.kind === 'scan' ? (
        <TotpSetup setup={step.setup} onVerified={() => verified(step.setup)} onCancel={idle} />
      ) : step.kind === 'codes' ? (
        <BackupCodes codes={step.codes} title={step.title} onDone={idle} />
      ) : enabled ? (
        <div className="flex flex-wrap gap-3">
          <StoreButton variant="subtle" onClick={() => setStep({ kind: 'password', purpose: 'regenerate' })}>
            <KeyRound aria-hidden="true" className="size-4" />
            Regenerate backup codes
          </StoreButton>
          <StoreButton variant="ghost" onClick={() => setStep({ kind: 'password', purpose: 'disable' })}>
            <ShieldOff aria-hidden="true" className="size-4" />
            Turn off
          </StoreButton>
        </div>
      ) : (
        <StoreButton onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>Enable</StoreButton>
      )}
    </SecuritySection>
  );
}
