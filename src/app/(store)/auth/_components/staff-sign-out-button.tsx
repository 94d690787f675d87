'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { toast } from '@/components/store/toast';
import { Spinner } from '@/components/ui/spinner';
import { signOutSession } from '@/lib/session-summary';

/** Staff only: signs the shopper out so the sign-in form takes the notice's place. */
export function StaffSignOutButton() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    try {
      await signOutSession();
      // The same page again, now signed out: the notice and the sign-in form.
      router.refresh();
    } catch {
      toast.error('Error signing out');
      setPending(false);
    }
  }

  return (
    <StoreButton onClick={signOut} disabled={pending}>
      {pending ? <Spinner /> : null}
      Sign Out
    </StoreButton>
  );
}
