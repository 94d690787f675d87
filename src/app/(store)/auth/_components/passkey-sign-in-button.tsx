'use client';
import { useState, useSyncExternalStore } from 'react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Spinner } from '@/components/ui/spinner';
import { passkeysSupported } from '@/components/store/passkey/passkey-support';

const noSubscription = () => () => {};

// /auth's first-load script budget is nearly spent: the ceremony's code (and the WebAuthn library
// it loads) comes when the shopper reaches for the button (hover, focus, touch), or at the click.
const loadCeremony = () => import('@/components/store/passkey/passkey-ceremony');

function preload() {
  void loadCeremony()
    .then((ceremony) => ceremony.preloadPasskeyLibrary())
    .catch(() => undefined);
}

/**
 * "Sign in with a passkey" under the password form: no email, no password, no TOTP code (a
 * passkey checks the device and its user, docs/security.md). Hidden where the browser has no
 * passkeys; rendered on the server, so the form does not move for everyone else. A press before
 * the page is live is held and replayed (`data-replay`, src/components/store/early-presses.tsx).
 */
export function PasskeySignInButton({ disabled, onSignedIn }: { disabled: boolean; onSignedIn: () => void }) {
  const supported = useSyncExternalStore(noSubscription, passkeysSupported, () => true);
  const [pending, setPending] = useState(false);
  if (!supported) return null;

  async function signIn() {
    setPending(true);
    try {
      const { PASSKEY_CANCELLED, signInWithPasskey } = await loadCeremony();
      const outcome = await signInWithPasskey();
      if (outcome.ok) onSignedIn();
      else if (outcome.code !== PASSKEY_CANCELLED) toast.error(outcome.message);
    } catch {
      toast.error('Something went wrong. Please try again.');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-5 flex flex-col gap-5">
      <p className="flex items-center gap-3 text-xs text-muted-foreground uppercase before:h-px before:flex-1 before:bg-border after:h-px after:flex-1 after:bg-border">
        or
      </p>
      <StoreButton
        variant="outline"
        size="lg"
        className="w-full"
        disabled={disabled || pending}
        onPointerEnter={preload}
        onFocus={preload}
        onPointerDown={preload}
        onClick={() => void signIn()}
        data-replay
      >
        {pending ? <Spinner /> : null}
        Sign in with a passkey
      </StoreButton>
    </div>
  );
}
