'use client';
import { useEffect, useId, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Send } from 'lucide-react';
import { AdminForm, useAdminForm } from '@/components/admin/form/admin-form';
import { SegmentedChoice } from '@/components/admin/segmented-choice';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { formatWindowLeft, windowLeftMs } from '@/lib/inbox/reply-window';
import { REPLY_TEXT_MAX, replySchema, type ReplyInput, type ReplyKind } from '@/lib/schemas/inbox';
import { markReplyingAction } from '@/server/inbox/replies/actions/manage-conversation';
import { sendReplyAction } from '@/server/inbox/replies/actions/send-reply';
import type { ConversationView } from '@/server/inbox/reads/conversation-reads';
import type { BesideDraft } from '@/server/inbox/reads/customer-drafts';
import { AttachmentPicker } from './attachment-picker';

// The reply box (docs/decisions/0081-one-inbox.md). On WhatsApp it shows the 24-hour window's time left
// and, once it has closed, offers only the approved follow-up template and says why; an email conversation
// is answered by mail from the same box. Each press of Send has its own key, kept across retries of that
// press, so a double-click or a retry sends once. Typing tells colleagues "… is replying".

const KINDS: { value: Exclude<ReplyKind, 'template'>; label: string }[] = [
  { value: 'text', label: 'Text' },
  { value: 'piece', label: 'A piece' },
  { value: 'discount', label: 'Discount code' },
  { value: 'quote', label: 'A quote' },
  { value: 'draft', label: 'A draft’s pay link' },
  { value: 'image', label: 'A picture' },
];

const LOOKED_UP = new Set<ReplyKind>(['piece', 'discount', 'quote', 'draft']);

/** Renewed this often while typing: "is replying" lasts 15 s after the last renewal (manage-conversation.ts). */
const REPLYING_RENEW_MS = 5_000;

type SavedReply = { id: string; title: string; filled: string };

/** `drafts`: the customer's open drafts, offered first; null when the role may not send drafts (pos.sell). */
type Props = { conversation: ConversationView; savedReplies: SavedReply[]; templateApproved: boolean; staffId: string; drafts: BesideDraft[] | null };

const blank = (conversationId: string, kind: ReplyKind): ReplyInput =>
  ({ conversationId, replyKey: crypto.randomUUID(), kind, text: '', productId: '', discountCodeId: '', quoteId: '', draftId: '', imageUrl: '', topic: '' }) as ReplyInput;

function useNow(everyMs: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

export function ReplyBox({ conversation, savedReplies, templateApproved, staffId, drafts }: Props) {
  const router = useRouter();
  const id = useId();
  const now = useNow(30_000);
  const whatsapp = conversation.channel === 'whatsapp';
  const left = whatsapp ? windowLeftMs(conversation.lastInboundAt, now) : 0;
  const closed = whatsapp && left === 0;
  const [kind, setKind] = useState<Exclude<ReplyKind, 'template'>>('text');
  const form = useAdminForm(replySchema, blank(conversation.id, closed ? 'template' : 'text'));
  const { Field, setValue } = form;
  const [other, setOther] = useState<string | null>(null);
  const renewedAt = useRef(0);

  useEffect(() => setValue('kind', closed ? 'template' : kind), [closed, kind, setValue]);

  function typing() {
    if (Date.now() - renewedAt.current < REPLYING_RENEW_MS) return;
    renewedAt.current = Date.now();
    void markReplyingAction({ conversationId: conversation.id }).then((answer) => setOther(answer.ok ? answer.data.otherName : null));
  }

  async function submit() {
    await form.send(sendReplyAction, {
      title: 'Not sent',
      failed: 'Could not send the reply. Check your connection and press Send again: it will not be sent twice.',
      onSaved: (outcome) => {
        if (outcome.sent) toast.success(outcome.channel === 'email' ? 'Reply sent by email' : 'Reply sent on WhatsApp');
        else toast.error('Not sent', { description: outcome.reason ?? undefined });
        form.reset(blank(conversation.id, closed ? 'template' : kind));
        router.refresh();
      },
    });
  }

  const someoneElse = other ?? (conversation.replyingId !== staffId ? conversation.replyingName : null);

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-sm font-semibold">
          Reply {whatsapp ? 'on WhatsApp' : 'by email'}
        </h2>
        {whatsapp && !closed ? <p className="text-xs text-muted-foreground">{formatWindowLeft(left)} left to reply freely</p> : null}
      </div>
      {someoneElse ? (
        <p role="status" className="text-sm text-accent">
          {someoneElse} is replying…
        </p>
      ) : null}
      {/* Any typing in the box renews "… is replying" (input events bubble up from its fields). */}
      <div onInput={typing}>
        <AdminForm form={form} onSubmit={submit} className="flex flex-col gap-3" aria-label="Reply">
          {closed ? (
            <>
              <p className="rounded-lg bg-sand p-3 text-sm">
                The customer last wrote on WhatsApp more than 24 hours ago, so WhatsApp only lets the shop send an approved template until they write again.
                {templateApproved ? ' Send the follow-up below: it tells them you replied and asks them to answer.' : ' The follow-up template is not approved yet: an owner submits it in Settings → Messaging.'}
              </p>
              <Field.Text name="topic" label="Their question was about" hint="“We have replied to your question about …; reply to this message to continue.”" maxLength={60} />
            </>
          ) : (
            <>
              <SegmentedChoice legend="What to send" value={kind} options={drafts === null ? KINDS.filter((option) => option.value !== 'draft') : KINDS} onChange={setKind} />
              {savedReplies.length > 0 ? (
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-saved`} className="text-xs font-medium text-muted-foreground">
                    Saved replies
                  </label>
                  <NativeSelect
                    id={`${id}-saved`}
                    value=""
                    onChange={(event) => {
                      const picked = savedReplies.find((saved) => saved.id === event.target.value);
                      if (picked) form.setValue('text', [form.getValues('text'), picked.filled].filter(Boolean).join('\n\n'), { shouldDirty: true });
                    }}
                  >
                    <option value="">Insert a saved reply…</option>
                    {savedReplies.map((saved) => (
                      <option key={saved.id} value={saved.id}>
                        {saved.title}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
              ) : null}
              {LOOKED_UP.has(kind) ? <AttachmentPicker key={kind} kind={kind as 'piece' | 'discount' | 'quote' | 'draft'} conversationId={conversation.id} drafts={drafts ?? []} /> : null}
              {kind === 'draft' ? (
                <p className="text-xs text-muted-foreground">
                  Sending makes a new link (the one sent before stops working) and prices the draft again at today’s prices. The conversation keeps only that a link was sent, never the link.
                </p>
              ) : null}
              {kind === 'image' ? <Field.Image name="imageUrl" label="Picture" folder="inbox" successMessage="Picture uploaded." /> : null}
              {/* The schema checks the words against the kind sent (reply-schema), so the field says here which it is. */}
              <Field.Textarea
                name="text"
                label={kind === 'text' ? 'Reply' : 'With a few words'}
                required={kind === 'text'}
                optional={kind !== 'text'}
                rows={4}
                maxLength={REPLY_TEXT_MAX}
              />
            </>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={form.sending || (closed && !templateApproved)}>
              {form.sending ? <Spinner /> : <Send aria-hidden="true" />}
              {closed ? 'Send the follow-up' : 'Send'}
            </Button>
          </div>
        </AdminForm>
      </div>
    </section>
  );
}
