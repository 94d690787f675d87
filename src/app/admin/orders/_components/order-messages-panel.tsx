'use client';
import { MessageCircle } from 'lucide-react';
import { loadOrderMessagesAction } from '@/server/messaging/actions/load-order-messages';
import { MessagesBody } from '@/components/admin/messaging/message-list';
import { useLoaded } from '@/components/admin/messaging/use-loaded';

/**
 * Order Details' "Messages": every WhatsApp, SMS and fallback message about the order, with where each
 * stands (docs/decisions/0080-whatsapp-and-sms-order-updates.md). Loaded when the dialog shows the order.
 */
export function OrderMessagesPanel({ orderId }: { orderId: string }) {
  const loaded = useLoaded(loadOrderMessagesAction, { orderId });
  const headingId = `messages-${orderId}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2" aria-busy={loaded.status === 'loading'}>
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <MessageCircle aria-hidden="true" className="size-4" />
        Messages
      </h3>
      <MessagesBody loaded={loaded} label="Messages about this order" empty="No WhatsApp or SMS message about this order yet." />
    </section>
  );
}
