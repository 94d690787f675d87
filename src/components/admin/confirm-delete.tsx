'use client';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * The product's delete confirmation: 'Are you sure?', the screen's own description, Cancel and
 * Delete (or the word for what the button really does, such as Revoke). The dialog stays open (Delete busy) until onConfirm settles, so a slow delete is
 * visible and cannot be sent twice.
 */
export function ConfirmDelete({
  trigger,
  description,
  onConfirm,
  title = 'Are you sure?',
  confirmLabel = 'Delete',
}: {
  trigger: React.ReactNode;
  description: string;
  onConfirm: () => Promise<unknown>;
  title?: string;
  confirmLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault(); // keep the dialog open while deleting
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : null}
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
