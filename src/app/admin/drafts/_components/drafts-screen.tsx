'use client';
import { useState, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Link2, Plus, Send } from 'lucide-react';
import { AdminPageHeader } from '@/components/admin/page-header';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { ListEmpty } from '@/components/admin/list-empty';
import { ToneBadge } from '@/components/tone-badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { DRAFT_STATE_LABELS, type DraftOrderState } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';
import { displayPhone } from '@/lib/nigeria';
import type { StatusTone } from '@/lib/order-status';
import type { StaffDraft } from '@/server/drafts/draft-reads';
import { cancelDraftAction, renewDraftLinkAction } from '@/server/drafts/actions/manage-draft';
import { DraftLinkPanel, type LinkToSend } from './draft-link-panel';

const TONES: Record<DraftOrderState, StatusTone> = { open: 'blue', ordered: 'green', expired: 'yellow', cancelled: 'grey' };

/** Draft orders sent by chat, newest first: who for, what, its state; a new link or a cancel while unpaid. */
export function DraftsScreen({ drafts, shopName, messagingOn }: { drafts: StaffDraft[]; shopName: string; messagingOn: boolean }) {
  const router = useRouter();
  const [refreshing, startTransition] = useTransition();
  const [link, setLink] = useState<LinkToSend | null>(null);
  const { run, pending } = useAction(toast);

  async function renew(draft: StaffDraft) {
    // Priced again for the new link: staff read what changed before sending it.
    const answer = await run(
      renewDraftLinkAction,
      { draftId: draft.id, linkDays: 7 },
      {
        failed: 'Failed to make a new link.',
        refused: 'No new link',
        success: (done) => (done.data.changes.length > 0 ? { title: 'Priced again at today’s prices', description: done.data.changes.join('. ') } : undefined),
      },
    );
    if (!answer.ok) return;
    setLink({ ...answer.data, customerName: draft.customerName, customerPhone: draft.customerPhone, customerEmail: draft.customerEmail, shopName, messagingOn });
    startTransition(() => router.refresh());
  }

  async function cancel(draft: StaffDraft) {
    const answer = await run(cancelDraftAction, { draftId: draft.id }, { failed: 'Failed to cancel the draft.', success: 'Draft cancelled', refused: 'Not cancelled' });
    if (answer.ok) startTransition(() => router.refresh());
  }

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Draft Orders"
        description="Orders made for customers who buy by chat: sent as a link they open once to pay. Paid, each becomes an order on channel Chat."
        updating={refreshing}
        actions={
          <Link href="/admin/drafts/new" className={buttonVariants({ className: 'h-11' })}>
            <Plus aria-hidden="true" />
            New draft order
          </Link>
        }
      />
      {drafts.length === 0 ? (
        <ListEmpty icon={Send} message="No draft orders yet" hint="Make one for a customer who is buying on WhatsApp, Instagram or by phone." />
      ) : (
        <ul aria-label="Draft orders" className="flex flex-col gap-3">
          {drafts.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-soft">
              <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{draft.customerName}</span>
                  <ToneBadge tone={TONES[draft.state]}>{DRAFT_STATE_LABELS[draft.state]}</ToneBadge>
                </p>
                <p className="text-sm text-muted-foreground">{[draft.customerPhone ? displayPhone(draft.customerPhone) : null, draft.customerEmail].filter(Boolean).join(' · ')}</p>
                <p className="text-sm tabular-nums">
                  {draft.pieces} {draft.pieces === 1 ? 'piece' : 'pieces'} · <span className="font-semibold">{formatNaira(draft.totalKobo)}</span>
                </p>
                <p className="text-xs text-muted-foreground">
                  Made by {draft.createdByName}, {formatDateTime(draft.createdAt)}
                  {draft.state === 'open' ? ` · link works until ${formatLongDate(draft.expiresAt)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {draft.orderNumber ? (
                  <Link href={`/admin/orders?q=${encodeURIComponent(draft.orderNumber)}`} className={buttonVariants({ variant: 'subtle', className: 'h-11' })}>
                    Order {draft.orderNumber}
                  </Link>
                ) : null}
                {draft.state === 'open' || draft.state === 'expired' ? (
                  <>
                    <Button variant="subtle" className="h-11" disabled={pending} onClick={() => void renew(draft)}>
                      {pending ? <Spinner /> : <Link2 aria-hidden="true" />}
                      New link
                    </Button>
                    <ConfirmDelete
                      trigger={
                        <Button variant="ghost" className="h-11">
                          Cancel draft
                        </Button>
                      }
                      title="Cancel this draft?"
                      description={`The link sent to ${draft.customerName} stops working. The draft stays listed as cancelled.`}
                      confirmLabel="Cancel draft"
                      onConfirm={() => cancel(draft)}
                    />
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={link !== null} onOpenChange={(open) => (open ? undefined : setLink(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Send the new link</DialogTitle>
            <DialogDescription>The link sent before no longer works.</DialogDescription>
          </DialogHeader>
          {link ? <DraftLinkPanel link={link} /> : null}
        </DialogContent>
      </Dialog>
    </div>
  );
}
