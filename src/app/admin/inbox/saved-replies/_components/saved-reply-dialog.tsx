'use client';
import { toast } from 'sonner';
import { FormDialog, type FormDialogControls, type FormDialogProps } from '@/components/admin/form-dialog';
import { useAdminForm } from '@/components/admin/form/admin-form';
import { DialogForm } from '@/components/admin/form/dialog-form';
import { SAVED_REPLY_PLACEHOLDERS } from '@/lib/inbox/saved-reply-placeholders';
import { REPLY_TEXT_MAX, savedReplySchema } from '@/lib/schemas/inbox';
import { saveSavedReplyAction } from '@/server/inbox/replies/actions/saved-replies';
import type { SavedReplyView } from '@/server/inbox/replies/saved-reply-values';

const PLACEHOLDER_HINT = `Placeholders filled with the shop’s values: ${Object.keys(SAVED_REPLY_PLACEHOLDERS)
  .map((name) => `{${name}}`)
  .join(', ')}.`;

/** Add or edit a saved reply. `reply` null: a new one. */
export function SavedReplyDialog({ reply, ...dialogProps }: FormDialogProps & { reply: SavedReplyView | null }) {
  return (
    <FormDialog {...dialogProps} title={reply ? 'Edit saved reply' : 'Add saved reply'} description="An answer the shop gives every day, inserted from the reply box." className="sm:max-w-xl">
      {(dialog) => <SavedReplyForm reply={reply} dialog={dialog} />}
    </FormDialog>
  );
}

function SavedReplyForm({ reply, dialog }: { reply: SavedReplyView | null; dialog: FormDialogControls }) {
  const form = useAdminForm(savedReplySchema, { id: reply?.id, title: reply?.title ?? '', body: reply?.body ?? '' });
  const { Field } = form;
  const onSubmit = () =>
    form.send(saveSavedReplyAction, {
      onSaved: () => {
        toast.success(reply ? 'Saved reply updated' : 'Saved reply added');
        dialog.saved();
      },
      title: 'Error',
      failed: 'Could not save the saved reply.',
    });
  return (
    <DialogForm form={form} dialog={dialog} onSubmit={onSubmit} submitLabel={reply ? 'Save Changes' : 'Add'}>
      <Field.Text name="title" label="Title" maxLength={80} />
      <Field.Textarea name="body" label="Reply" rows={6} maxLength={REPLY_TEXT_MAX} hint={PLACEHOLDER_HINT} />
    </DialogForm>
  );
}
