'use client';
import { useId, useState, useTransition } from 'react';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import type { AdminMessageRow } from '@/server/contact/admin-message-reads';
import { deleteMessageAction } from '@/server/contact/actions/delete-message';
import { setMessageReadAction } from '@/server/contact/actions/set-message-read';
import { useAction } from '@/components/use-action';

export const DELETE_MESSAGE_DESCRIPTION = 'This will permanently delete this message.';
/** Longer messages start folded, with 'Show more'. */
const LONG_MESSAGE = { characters: 480, lines: 8 } as const;

const isLong = (text: string) => text.length > LONG_MESSAGE.characters || text.split('\n').length > LONG_MESSAGE.lines;

export function replyHref(message: Pick<AdminMessageRow, 'email'>, siteName: string) {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: your message to ${siteName}`)}`;
}

/** One contact message: who wrote, when, what; mark read or unread, reply by mail, delete. */
export function MessageCard({ message, siteName, onChanged }: { message: AdminMessageRow; siteName: string; onChanged: () => void }) {
  const id = useId();
  const unread = message.readAt === null;
  const long = isLong(message.message);
  const [expanded, setExpanded] = useState(false);
  const [marking, startMarking] = useTransition();
  const { run } = useAction(toast);

  function toggleRead() {
    startMarking(async () => {
      const result = await run(setMessageReadAction, { id: message.id, read: unread }, {
        failed: 'Failed to update message',
        success: { title: 'Success', description: unread ? 'Message marked as read' : 'Message marked as unread' },
        refused: 'Error',
      });
      if (result.ok) onChanged();
    });
  }

  async function remove() {
    const result = await run(deleteMessageAction, { id: message.id }, { failed: 'Failed to delete message', success: { title: 'Success', description: 'Message deleted' }, refused: 'Error' });
    if (result.ok) onChanged();
  }

  return (
    <article
      aria-labelledby={`${id}-name`}
      data-unread={unread || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-soft sm:p-5',
        unread ? 'border-l-4 border-border border-l-accent' : 'border-border',
      )}
    >
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={`${id}-name`} className={cn('text-base break-words', unread ? 'font-semibold' : 'font-medium')}>
              {message.name}
            </h2>
            {unread ? <Badge variant="accent">Unread</Badge> : null}
          </div>
          <dl className="flex flex-col gap-x-4 gap-y-0.5 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
            <div className="flex min-w-0 gap-1">
              <dt className="sr-only">Email</dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${message.email}`} className="hover:text-foreground hover:underline hover:underline-offset-4">
                  {message.email}
                </a>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Phone</dt>
              <dd>{message.phone ?? 'N/A'}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="sr-only">Received</dt>
              <dd>
                <time dateTime={new Date(message.createdAt).toISOString()}>{formatDateTime(message.createdAt)}</time>
              </dd>
            </div>
          </dl>
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1 sm:justify-end">
          <Button variant="subtle" size="sm" onClick={toggleRead} disabled={marking} aria-busy={marking}>
            {marking ? <Spinner /> : unread ? <MailOpen aria-hidden="true" className="size-4" /> : <Mail aria-hidden="true" className="size-4" />}
            {unread ? 'Mark as read' : 'Mark as unread'}
          </Button>
          <Button variant="subtle" size="sm" asChild>
            <a href={replyHref(message, siteName)} aria-label={`Reply to ${message.name}`}>
              <Reply aria-hidden="true" className="size-4" />
              Reply
            </a>
          </Button>
          <ConfirmDelete
            description={DELETE_MESSAGE_DESCRIPTION}
            onConfirm={remove}
            trigger={
              <Button variant="ghost" size="icon" aria-label={`Delete message from ${message.name}`} className="text-destructive hover:bg-destructive/10 md:size-9">
                <Trash2 aria-hidden="true" />
              </Button>
            }
          />
        </div>
      </header>
      <div className="flex flex-col items-start gap-2">
        <p
          id={`${id}-text`}
          className={cn('w-full text-sm leading-relaxed break-words whitespace-pre-wrap text-foreground', long && !expanded && 'line-clamp-6')}
        >
          {message.message}
        </p>
        {long ? (
          <Button variant="link" size="sm" aria-expanded={expanded} aria-controls={`${id}-text`} onClick={() => setExpanded((open) => !open)}>
            {expanded ? 'Show less' : 'Show more'}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
