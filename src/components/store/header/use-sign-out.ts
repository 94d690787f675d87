'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { signOutSession } from '@/lib/session-summary';

/** Ends the session, then goes to / (docs/product.md: "Sign Out ends the session and goes to /"). */
export function useSignOut() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function handleSignOut() {
    if (pending) return;
    setPending(true);
    try {
      await signOutSession();
      router.push('/');
      router.refresh();
    } catch {
      toast.error('Error signing out');
    } finally {
      setPending(false);
    }
  }

  return { signOut: handleSignOut, pending };
}
