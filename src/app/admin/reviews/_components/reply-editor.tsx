'use client';
import { useId, useState, useTransition } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { REVIEW_REPLY_MAX } from '@/lib/reviews';
import { replyToReviewAction } from '@/server/reviews/actions/reply-to-review';
import { useAction } from '@/components/use-action';

/** Writing, changing or removing the shop's public reply under a review. `onDone(true)` once saved. */
export function ReplyEditor({ reviewId, reply, onDone }: { reviewId: string; reply: string | null; onDone: (saved: boolean) => void }) {
  const id = useId();
  const [text, setText] = useState(reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, startSaving] = useTransition();
  const { run } = useAction(toast);

  function save(next: string) {
    startSaving(async () => {
      const result = await run(replyToReviewAction, { id: reviewId, reply: next }, {
        failed: 'Failed to save the reply.',
        success: ({ data }) => ({ title: data.reply ? 'Reply saved' : 'Reply removed', description: 'Shoppers see it under the review once it is approved.' }),
      });
      if (result.ok) return onDone(true);
      setError(result.error);
    });
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') {
          setError('Write a reply, or remove it.');
          return;
        }
        save(text);
      }}
    >
      <label htmlFor={`${id}-reply`} className="text-sm font-medium">
        Public reply
      </label>
      <Textarea
        id={`${id}-reply`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_REPLY_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoFocus
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? <Spinner /> : null}
          Save reply
        </Button>
        {reply ? (
          <Button type="button" size="sm" variant="outline" disabled={saving} onClick={() => save('')}>
            Remove reply
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" disabled={saving} onClick={() => onDone(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
