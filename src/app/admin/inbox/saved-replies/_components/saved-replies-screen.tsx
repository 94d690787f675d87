'use client';
import { useState } from 'react';
import { MessageSquareQuote } from 'lucide-react';
import { toast } from 'sonner';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ListResults } from '@/components/admin/list/list-results';
import { RowActions } from '@/components/admin/list/row-actions';
import { useAction } from '@/components/use-action';
import { Switch } from '@/components/ui/switch';
import { deleteSavedReplyAction, saveInboxSettingsAction } from '@/server/inbox/replies/actions/saved-replies';
import type { SavedReplyView } from '@/server/inbox/replies/saved-reply-values';
import { SavedReplyDialog } from './saved-reply-dialog';

// The inbox's saved replies and its setting (docs/decisions/0081-one-inbox.md): each reply as written and as
// the customer would read it today, with the shop's own values in its placeholders.

const DELETE_MESSAGES: RemoveMessages = { success: 'Saved reply deleted', failed: 'Could not delete the saved reply.' };

export function SavedRepliesScreen({ replies, signReplies }: { replies: (SavedReplyView & { filled: string })[]; signReplies: boolean }) {
  const dialog = useEditDialog<SavedReplyView>();
  const list = useAdminList(replies);
  const { run, pending } = useAction(toast);
  const [signed, setSigned] = useState(signReplies);

  async function sign(next: boolean) {
    setSigned(next);
    const answer = await run(saveInboxSettingsAction, { signReplies: next }, { success: next ? 'Replies are signed' : 'Replies are not signed', refused: 'Not saved', failed: 'Could not save the setting.' });
    if (!answer.ok) setSigned(!next);
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Saved replies"
        description="Answers to the questions the shop gets every day, with delivery fees, delivery times and the showrooms filled in."
        updating={list.pending}
        actions={<AddButton onClick={dialog.add}>Add saved reply</AddButton>}
      />
      <div className="flex items-center justify-between gap-4 rounded-xl border border-border bg-card p-4">
        <div>
          <label htmlFor="sign-replies" className="text-sm font-medium">
            Sign replies
          </label>
          <p id="sign-replies-hint" className="text-sm text-muted-foreground">
            Customers read the first name of the member of staff under each reply. Off: replies come from the shop; the back office always shows who wrote them.
          </p>
        </div>
        <Switch id="sign-replies" checked={signed} disabled={pending} onCheckedChange={(next) => void sign(next)} aria-describedby="sign-replies-hint" />
      </div>
      <ListResults list={list} empty={{ icon: MessageSquareQuote, message: 'No saved replies yet. Click "Add saved reply" to write one.' }}>
        <ul aria-label="Saved replies" className="divide-y divide-border rounded-xl border border-border bg-card">
          {list.visible.map((reply) => (
            <li key={reply.id} className="flex items-start gap-4 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{reply.title}</p>
                <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">{reply.filled}</p>
              </div>
              <RowActions
                name={reply.title}
                onEdit={() => dialog.edit(reply)}
                deleteDescription="This will permanently delete this saved reply."
                onDelete={() => list.remove(reply.id, deleteSavedReplyAction, DELETE_MESSAGES)}
              />
            </li>
          ))}
        </ul>
      </ListResults>
      <SavedReplyDialog open={dialog.open} reply={dialog.item} onClose={dialog.close} onSaved={list.reload} />
    </div>
  );
}
