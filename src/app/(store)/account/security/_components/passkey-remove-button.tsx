'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { Trash2 } from 'lucide-react';
import { toast } from '@/components/store/toast';
import { StoreButton } from '@/components/store/store-button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { postToAuth } from './auth-request';
import { refusalMessage } from './refusal-message';

/**
 * Removes one passkey after a confirmation. Better Auth's endpoint removes only a passkey of
 * the signed-in account (tests/integration/passkeys.test.ts).
 */
export function PasskeyRemoveButton({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    const result = await postToAuth('/passkey/delete-passkey', { id });
    setPending(false);
    if (!result.ok) {
      const message = refusalMessage(result, router);
      if (message) toast.error(message);
      return;
    }
    setOpen(false);
    toast.success('Passkey removed');
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <StoreButton variant="ghost" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {name}</span>
        </StoreButton>
      </DialogTrigger>
      <DialogContent showClose={!pending}>
        <DialogHeader>
          <DialogTitle>Remove this passkey?</DialogTitle>
          <DialogDescription>
            “{name}” will no longer sign you in. You can still sign in with your password. Remove it from the
            device’s passkey list too, if you like.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <StoreButton variant="ghost" disabled={pending}>
              Cancel
            </StoreButton>
          </DialogClose>
          <StoreButton variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? <Spinner /> : null}
            Remove passkey
          </StoreButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
