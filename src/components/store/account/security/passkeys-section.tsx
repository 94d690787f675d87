'use client';
import { useState, useSyncExternalStore } from 'react';
import { Fingerprint, Plus } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { passkeysSupported } from '@/components/store/passkey/passkey-support';
import { formatDateTime, formatShortDate } from '@/lib/dates';
import { PasskeyAddForm } from './passkey-add-form';
import { PasskeyRemoveButton } from './passkey-remove-button';
import { SecuritySection } from './security-section';

export type ListedPasskey = { id: string; name: string | null; createdAt: Date | null; lastUsedAt: Date | null };

const noSubscription = () => () => {};

/** My Account → Security: the account's passkeys, a way to add one and to remove each. */
export function PasskeysSection({ passkeys, isAdmin }: { passkeys: ListedPasskey[]; isAdmin: boolean }) {
  const [adding, setAdding] = useState(false);
  // Known only in the browser; the server renders the button's place empty.
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => null);

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
        ) : adding ? (
          <PasskeyAddForm onDone={() => setAdding(false)} />
        ) : supported ? (
          <StoreButton variant="subtle" className="w-full sm:w-fit" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add a passkey
          </StoreButton>
        ) : null}
      </div>
    </SecuritySection>
  );
}
