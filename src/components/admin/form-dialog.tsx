'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
/**
 * What the form inside a FormDialog calls. A file uploaded and never saved is left to the sweeper
 * (src/server/media/upload-records.ts); the saving action removes what the record let go.
 */
export type FormDialogControls = {
  /** Cancel: the dialog closes. */
  cancel: () => void;
  /** After a successful save: the screen is told, the dialog closes. */
  saved: () => void;
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
  const [dirty, setDirty] = useState(false);
  const cancel = () => {
    if (discardMessage && dirty && !window.confirm(discardMessage)) return;
    setDirty(false);
    onClose();
  };
  const saved = () => {
    setDirty(false);
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
        {open ? children({ cancel, saved, setDirty }) : null}
      </DialogContent>
    </Dialog>
  );
}

/** Keeps the dialog told whether the form has unsaved changes (react-hook-form's isDirty). */
export function useReportDirty(dialog: FormDialogControls, isDirty: boolean) {
  const { setDirty } = dialog;
  useEffect(() => setDirty(isDirty), [setDirty, isDirty]);
}
