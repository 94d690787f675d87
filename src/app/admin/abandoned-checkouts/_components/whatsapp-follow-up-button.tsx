'use client';
import { useState, useTransition } from 'react';
import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { whatsappFollowUpAction } from '@/server/abandoned-checkouts/actions/whatsapp-follow-up';
import { useAction } from '@/components/use-action';

/**
 * "Send on WhatsApp": the server writes the message (with a fresh restore link) and WhatsApp opens in a
 * new tab with it typed in. Where the browser blocks the tab, the link is shown to open by hand.
 */
export function WhatsAppFollowUpButton({ userId, name }: { userId: string; name: string }) {
  const [pending, startTransition] = useTransition();
  const { run } = useAction();
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);

  if (blockedUrl) {
    return (
      <a href={blockedUrl} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-accent underline underline-offset-4 md:min-h-9">
        Open WhatsApp<span className="sr-only"> for {name}</span>
      </a>
    );
  }

  return (
    <Button
      variant="subtle"
      size="sm"
      disabled={pending}
      onClick={() => {
        // Opened during the click, so no popup blocker stops it; it is pointed at WhatsApp once the message is ready.
        const tab = window.open('', '_blank');
        if (tab) tab.opener = null;
        startTransition(async () => {
          const result = await run(whatsappFollowUpAction, { userId }, { failed: 'Please try again.' });
          if (!result.ok) {
            tab?.close();
            toast.error('Could not prepare the message', { description: result.error });
            return;
          }
          if (tab) tab.location.href = result.data.url;
          else setBlockedUrl(result.data.url);
        });
      }}
    >
      {pending ? <Spinner label="Preparing the message" /> : <MessageCircle aria-hidden="true" className="size-4" />}
      Send on WhatsApp<span className="sr-only"> to {name}</span>
    </Button>
  );
}
