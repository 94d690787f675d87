'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { toast } from '@/components/store/toast';
import { Spinner } from '@/components/ui/spinner';
import { forgetSaved } from '@/lib/saved/saved-store';
import { savePieceAction } from '@/server/saved/save-piece-action';

/** My Account → Saved's Remove: unsaves the piece on the server, then redraws the list. */
export function RemoveSavedButton({ productId, name }: { productId: string; name: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function remove() {
    setPending(true);
    const result = await savePieceAction({ productId, saved: false }).catch(() => null);
    if (!result?.ok) {
      setPending(false);
      toast.error(result?.error ?? `Could not remove ${name}. Please try again.`);
      return;
    }
    forgetSaved(productId);
    router.refresh();
  }

  return (
    <StoreButton variant="outline" className="h-11" disabled={pending} onClick={() => void remove()} data-replay>
      {pending ? <Spinner /> : null}
      Remove<span className="sr-only"> {name}</span>
    </StoreButton>
  );
}
