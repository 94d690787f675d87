import Link from 'next/link';
import { MessageList } from '@/components/admin/messaging/message-list';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { formatShortDate } from '@/lib/dates';
import { formatNaira } from '@/lib/money';
import type { CustomerBeside } from '@/server/inbox/reads/customer-beside';

// Beside a conversation: the customer it is matched to, their orders, quotes, saved pieces and the messages
// the shop sent them (src/server/inbox/reads/customer-beside.ts). A part the role may not read says so.

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </div>
  );
}

const Withheld = () => <p className="text-sm text-muted-foreground">Your role does not show this.</p>;
const None = ({ what }: { what: string }) => <p className="text-sm text-muted-foreground">No {what}.</p>;

export function CustomerPanel({ beside }: { beside: CustomerBeside | null }) {
  return (
    <section aria-label="The customer" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4">
      <h2 className="text-sm font-semibold">The customer</h2>
      {!beside ? (
        <p className="text-sm text-muted-foreground">Not matched to a customer yet: no account or order has this number or email.</p>
      ) : (
        <>
          {beside.email ? <p className="truncate text-sm">{beside.email}</p> : null}
          <Part title="Orders">
            {beside.orders === null ? (
              <Withheld />
            ) : beside.orders.length === 0 ? (
              <None what="orders" />
            ) : (
              <ul className="flex flex-col gap-1.5 text-sm">
                {beside.orders.map((order) => (
                  <li key={order.id} className="flex flex-wrap items-center gap-2">
                    <Link href={`/admin/orders/${order.id}`} className="font-mono font-semibold hover:underline">
                      {order.orderNumber}
                    </Link>
                    <span className="text-muted-foreground">{formatShortDate(order.createdAt)}</span>
                    <span>{formatNaira(order.totalKobo)}</span>
                    <OrderStatusBadge kind="order" status={order.status} />
                    <OrderStatusBadge kind="payment" status={order.paymentStatus} />
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part title="Quotes">
            {beside.quotes === null ? (
              <Withheld />
            ) : beside.quotes.length === 0 ? (
              <None what="quotes" />
            ) : (
              <ul className="flex flex-col gap-1.5 text-sm">
                {beside.quotes.map((quote) => (
                  <li key={quote.id} className="flex flex-wrap items-center gap-2">
                    <Link href={`/admin/quotes/${quote.id}`} className="font-mono font-semibold hover:underline">
                      {quote.quoteNumber}
                    </Link>
                    <QuoteStatusBadge status={quote.status} />
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part title="Saved pieces">
            {beside.saved.length === 0 ? (
              <None what="saved pieces" />
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {beside.saved.map((piece) => (
                  <li key={piece.id}>{piece.name}</li>
                ))}
              </ul>
            )}
          </Part>
          <Part title="Messages the shop sent">
            {beside.messaging === null ? (
              <Withheld />
            ) : beside.messaging.messages.length === 0 ? (
              <None what="messages" />
            ) : (
              <MessageList messages={beside.messaging.messages} label="Messages the shop sent" showOrder />
            )}
          </Part>
        </>
      )}
    </section>
  );
}
