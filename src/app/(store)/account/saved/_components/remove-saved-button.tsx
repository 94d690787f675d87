'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { StoreButton } from '@/components/store/store-button';
import { toast } from '@/components/store/toast';
import { Spinner } from '@/components/ui/spinner';
import { forgetSaved } from '@/lib/saved/saved-store';
import { savePieceAction } from '@/server/saved/actions/store/save-piece';
import { useAction } from '@/components/use-action';

/** My Account → Saved's Remove: unsaves the piece on the server, then redraws the list. */
export function RemoveSavedButton({ productId, name }: { productId: string; name: string }) {
  const router = useRouter();
  // Held from the click until the redrawn list replaces the button.
  const [pending, setPending] = useState(false);
  const { run } = useAction(toast);

  async function remove() {
    setPending(true);
    const result = await run(savePieceAction, { productId, saved: false }, { failed: `Could not remove ${name}. Please try again.`, refused: (refusal) => refusal.error });
    if (!result.ok) return setPending(false);
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
