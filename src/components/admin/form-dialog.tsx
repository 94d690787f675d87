'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useDraftUploads } from '@/components/admin/use-draft-uploads';

type DraftUploads = ReturnType<typeof useDraftUploads>;

/** What the form inside a FormDialog calls; forms without uploads never call `track`. */
export type FormDialogControls = {
  /** Records a file the form uploaded: it is removed again unless a save keeps it. */
  track: DraftUploads['track'];
  /** Cancel: the form's uploads are removed and the dialog closes. */
  cancel: () => void;
  /** After a successful save: uploads other than `kept` are removed, the screen is told, the dialog closes. */
  saved: (kept?: Parameters<DraftUploads['discard']>[0]) => void;
  /** Tells the dialog whether the form holds unsaved changes (see `discardMessage`). */
  setDirty: (dirty: boolean) => void;
};

/** What a screen gives each of its add/edit dialogs. */
export type FormDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Called after a save, before the dialog closes (the screen refreshes its list). */
  onSaved: () => void;
};

/**
 * The shell of every admin add/edit dialog. The form is rendered only while the dialog is
 * open, so each opening starts from the record's values; closing it any way (Escape, the
 * overlay, the X) is a cancel.
 */
export function FormDialog({
  open,
  title,
  description,
  className,
  discardMessage,
  onClose,
  onSaved,
  children,
}: FormDialogProps & {
  /**
   * For forms with long writing (posts, pages): closing with unsaved changes asks this in the
   * browser's confirm first, so a stray Escape or click outside loses nothing.
   */
  discardMessage?: string;
  title: ReactNode;
  description: ReactNode;
  /** The width of the dialog, e.g. 'sm:max-w-xl'. */
  className: string;
  children: (controls: FormDialogControls) => ReactNode;
}) {
  const drafts = useDraftUploads();
  const [dirty, setDirty] = useState(false);
  const cancel = () => {
    if (discardMessage && dirty && !window.confirm(discardMessage)) return;
    setDirty(false);
    drafts.discard();
    onClose();
  };
  const saved: FormDialogControls['saved'] = (kept) => {
    setDirty(false);
    drafts.discard(kept);
    onSaved();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : cancel())}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {open ? children({ track: drafts.track, cancel, saved, setDirty }) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Keeps the dialog told whether the form has unsaved changes (react-hook-form's isDirty). */
export function useReportDirty(dialog: FormDialogControls, isDirty: boolean) {
  const { setDirty } = dialog;
  useEffect(() => setDirty(isDirty), [setDirty, isDirty]);
}
