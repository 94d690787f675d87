'use client';
import { useState, useSyncExternalStore } from 'react';
import { useRouter } from 'next/navigation';
import { Fingerprint, Plus } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { PASSKEY_CANCELLED, signInWithPasskey } from '@/components/store/passkey/passkey-ceremony';
import { passkeysSupported } from '@/components/store/passkey/passkey-support';
import { REAUTHENTICATION_MINUTES } from '@/lib/account-security';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { confirmIdentity } from '@/server/account/actions/store/confirm-identity';
import { PasskeyAddForm } from './passkey-add-form';
import { PasswordConfirmForm, type ConfirmRefusal } from './password-confirm-form';
import { refusalMessage } from './refusal-message';
import { PasskeyRemoveButton } from './passkey-remove-button';
import { SecuritySection } from '@/app/(store)/account/_components/security-section';
import { useAction } from '@/components/use-action';

export type ListedPasskey = { id: string; name: string | null; createdAt: Date | null; lastUsedAt: Date | null };

const noSubscription = () => () => {};

/**
 * My Account → Security: the account's passkeys, a way to add one and to remove each. Adding one
 * starts by confirming it is you (the password, and the code when two-factor is on, or a passkey
 * already on the account): a session cookie alone adds none (src/server/auth/recent-reauthentication.ts).
 */
export function PasskeysSection({ passkeys, isAdmin, twoFactorEnabled }: { passkeys: ListedPasskey[]; isAdmin: boolean; twoFactorEnabled: boolean }) {
  const router = useRouter();
  const [step, setStep] = useState<'idle' | 'confirm' | 'name'>('idle');
  const { run } = useAction();
  // Known only in the browser; the server renders the button's place empty.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => null);

  async function confirmWithPassword(password: string, code: string): Promise<ConfirmRefusal> {
    const result = await run(confirmIdentity, { password, code });
    if (result.ok) {
      setStep('name');
      return null;
    }
    const message = refusalMessage(result, router);
    if (message === null) return null;
    return result.details?.field === 'code' ? { field: 'code', message } : message;
  }

  async function confirmWithPasskey() {
    const outcome = await signInWithPasskey();
    if (outcome.ok) setStep('name');
    else if (outcome.code !== PASSKEY_CANCELLED) toast.error(outcome.message);
  }

  return (
    <SecuritySection
      id="passkeys"
      title="Passkeys"
      description="A passkey signs you in with your fingerprint, face or screen lock instead of your password, and cannot be guessed or used on a fake copy of this site."
    >
      <div className="flex flex-col gap-6">
        {isAdmin ? (
          <p className="max-w-prose text-sm">
            For staff, a passkey counts as two-factor sign-in. If a passkey is your only second factor, sign in with it:
            while the shop requires two-factor sign-in for staff, your password alone is refused.
          </p>
        ) : null}
        {passkeys.length > 0 ? (
          <ul aria-label="Your passkeys" className="flex flex-col divide-y divide-border rounded-lg border border-border">
            {passkeys.map((passkey) => {
              const name = passkey.name || 'Passkey';
              return (
                <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <Fingerprint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <p className="font-medium break-words">{name}</p>
                      <p className="text-sm text-muted-foreground">
                        {passkey.createdAt ? `Added ${formatShortDate(passkey.createdAt)}` : 'Added'}
                        {' · '}
                        {passkey.lastUsedAt ? `Last used ${formatDateTime(passkey.lastUsedAt)}` : 'Never used'}
                      </p>
                    </div>
                  </div>
                  <PasskeyRemoveButton id={passkey.id} name={name} />
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        )}
        {supported === false ? (
          <p className="text-sm" role="note">
            This browser cannot make passkeys. To add one, open My Account in a recent Chrome, Safari, Edge or Firefox.
          </p>
        ) : step === 'confirm' ? (
          <PasswordConfirmForm
            intro={`First, confirm it is you${twoFactorEnabled ? ' with your password and the code from your authenticator app' : ' with your password'}. You then have ${REAUTHENTICATION_MINUTES} minutes to add the passkey.`}
            submitLabel="Continue"
            askCode={twoFactorEnabled}
            alternative={
              passkeys.length > 0 ? (
                <StoreButton type="button" variant="link" className="w-fit px-0" onClick={() => void confirmWithPasskey()}>
                  Confirm with a passkey instead
                </StoreButton>
              ) : null
            }
            onConfirm={confirmWithPassword}
            onCancel={() => setStep('idle')}
          />
        ) : step === 'name' ? (
          <PasskeyAddForm onDone={() => setStep('idle')} onConfirmationExpired={() => setStep('confirm')} />
        ) : supported ? (
          <StoreButton variant="subtle" className="w-full sm:w-fit" onClick={() => setStep('confirm')}>
            <Plus aria-hidden="true" className="size-4" />
            Add a passkey
          </StoreButton>
        ) : null}
      </div>
    </SecuritySection>
  );
}
