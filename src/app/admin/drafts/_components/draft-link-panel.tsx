'use client';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Copy, Mail, MessageCircle, MessageSquareText, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useAction } from '@/components/use-action';
import { formatLongDate } from '@/lib/dates';
import { draftLinkMessage } from '@/lib/draft-orders';
import { whatsappUrl } from '@/lib/whatsapp';
import type { DraftLink } from '@/server/drafts/draft-writes';
import { mailDraftLinkAction, messageDraftLinkAction } from '@/server/drafts/actions/manage-draft';

/** `messagingOn`: the shop's WhatsApp or SMS is set up, so the link can be sent from it (send-now.ts). */
export type LinkToSend = DraftLink & { customerName: string; customerPhone: string | null; customerEmail: string | null; shopName: string; messagingOn: boolean };

/**
 * The link just made, shown this once (the shop keeps only its hash): copied, or sent by WhatsApp, SMS
 * or mail with a line saying what it is, or from the shop's own WhatsApp (or SMS) when that is set up.
 * A lost link is replaced with "New link" on the Drafts screen.
 */
export function DraftLinkPanel({ link }: { link: LinkToSend }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  const { run, pending } = useAction(toast);
  const sending = useAction(toast);
  const message = draftLinkMessage(link.customerName, link.shopName, link.url);
  const whatsapp = whatsappUrl(link.customerPhone, message);

  async function messageLink() {
    const answer = await sending.run(messageDraftLinkAction, { draftId: link.draftId, token: link.token }, { failed: 'Failed to send the link.', refused: 'Not sent' });
    if (!answer.ok) return;
    if (answer.data.sent) toast.success(answer.data.channel === 'sms' ? 'Link sent by SMS' : 'Link sent on WhatsApp');
    else toast.error('Not sent', { description: answer.data.reason });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      document.getElementById(`${id}-url`)?.focus();
      toast.error('Copy it by hand: the browser did not allow copying.');
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={`${id}-url`} className="text-sm font-medium">
        Link for {link.customerName}
      </label>
      <div className="flex gap-2">
        <Input id={`${id}-url`} readOnly value={link.url} onFocus={(event) => event.target.select()} className="h-11 min-w-0 flex-1 font-mono text-xs" aria-describedby={`${id}-until`} />
        <Button variant="subtle" className="h-11" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p id={`${id}-until`} className="text-xs text-muted-foreground">
        Works once, until {formatLongDate(link.expiresAt)}. It is shown only now: a lost link is replaced with a new one.
      </p>
      <div className="flex flex-wrap gap-2">
        {whatsapp ? (
          <a href={whatsapp} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'subtle', className: 'h-11' })}>
            <MessageCircle aria-hidden="true" />
            Send by WhatsApp
          </a>
        ) : null}
        {link.customerPhone ? (
          <a href={`sms:${link.customerPhone}?body=${encodeURIComponent(message)}`} className={buttonVariants({ variant: 'subtle', className: 'h-11' })}>
            <MessageSquareText aria-hidden="true" />
            Send by SMS
          </a>
        ) : null}
        {link.messagingOn && link.customerPhone ? (
          <Button
            variant="subtle"
            className="h-11"
            disabled={sending.pending}
            onClick={() => void messageLink()}
          >
            {sending.pending ? <Spinner /> : <Send aria-hidden="true" />}
            Send on WhatsApp
          </Button>
        ) : null}
        {link.customerEmail ? (
          <Button
            variant="subtle"
            className="h-11"
            disabled={pending}
            onClick={() =>
              void run(mailDraftLinkAction, { draftId: link.draftId, token: link.token }, { failed: 'Failed to mail the link.', success: `Link mailed to ${link.customerEmail}`, refused: 'Not mailed' })
            }
          >
            {pending ? <Spinner /> : <Mail aria-hidden="true" />}
            Send by mail
          </Button>
        ) : null}
      </div>
    </div>
  );
}
