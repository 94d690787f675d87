'use client';
import { toast } from 'sonner';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { REVIEW_REPLY_MAX } from '@/lib/reviews';
import { reviewReplySchema } from '@/lib/schemas/review';
import { replyToReviewAction } from '@/server/reviews/actions/reply-to-review';

/** Writing, changing or removing the shop's public reply under a review. `onDone(true)` once saved. */
export function ReplyEditor({ reviewId, reply, onDone }: { reviewId: string; reply: string | null; onDone: (saved: boolean) => void }) {
  const form = useAdminForm(reviewReplySchema, { id: reviewId, reply: reply ?? '' });
  const { Field } = form;
  const busy = form.sending;

  /** Saves the reply typed, or (`removing`) removes it: an empty reply is the action's removal. */
  const send = (removing = false) =>
    form.send((input) => replyToReviewAction(removing ? { id: input.id, reply: '' } : input), {
      onSaved: (saved) => {
        toast.success(saved.reply ? 'Reply saved' : 'Reply removed', { description: 'Shoppers see it under the review once it is approved.' });
        onDone(true);
      },
      title: 'Error',
      failed: 'Failed to save the reply.',
    });

  return (
    <AdminForm form={form} onSubmit={() => send()} className="flex flex-col gap-2">
      <Field.Textarea name="reply" label="Public reply" maxLength={REVIEW_REPLY_MAX} rows={3} autoFocus />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? <Spinner /> : null}
          Save reply
        </Button>
        {reply ? (
          <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => void send(true)}>
            Remove reply
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </AdminForm>
  );
}
