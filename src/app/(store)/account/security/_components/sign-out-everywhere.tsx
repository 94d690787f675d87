'use client';
import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from '@/components/store/toast';
import { LogOut } from 'lucide-react';
import { StoreButton } from '@/components/store/store-button';
import { RemovePasskeysOption } from '@/components/store/remove-passkeys-option';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { refreshSessionSummary } from '@/lib/session-summary';
import { forgetTrustedDevices } from '@/server/account/actions/store/forget-trusted-devices';
import { postToAuth } from './auth-request';
import { useAction } from '@/components/use-action';

/** Ends every session of the account, this browser's too, after a confirmation; its passkeys go too if asked. */
export function SignOutEverywhere() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const { run } = useAction();

  async function confirm() {
    setPending(true);
    const forgotten = await run(forgetTrustedDevices, { removePasskeys });
    // Every session of the account, this one included, then this browser's cookie.
    const revoked = forgotten.ok ? await postToAuth('/revoke-sessions') : forgotten;
    if (!revoked.ok) {
      setPending(false);
      toast.error(revoked.error);
      return;
    }
    await postToAuth('/sign-out');
    toast.success('Signed out of all devices');
    await refreshSessionSummary();
    router.replace('/auth');
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <DialogTrigger asChild>
        <StoreButton variant="outline" className="w-full sm:w-fit">
          <LogOut aria-hidden="true" className="size-4" />
          Sign out of all devices
        </StoreButton>
      </DialogTrigger>
      <DialogContent showClose={!pending}>
        <DialogHeader>
          <DialogTitle>Sign out of all devices?</DialogTitle>
          <DialogDescription>
            Every browser and phone signed in to your account is signed out, this one included. You will need your
            password (or a passkey you keep) to sign in again.
          </DialogDescription>
        </DialogHeader>
        <RemovePasskeysOption checked={removePasskeys} onChange={setRemovePasskeys} disabled={pending} />
        <DialogFooter>
          <DialogClose asChild>
            <StoreButton variant="ghost" disabled={pending}>
              Cancel
            </StoreButton>
          </DialogClose>
          <StoreButton variant="destructive" onClick={() => void confirm()} disabled={pending}>
            {pending ? <Spinner /> : null}
            Sign out everywhere
          </StoreButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
