import Link from 'next/link';
import { MessageList } from '@/components/admin/messaging/message-list';
import { OrderStatusBadge } from '@/components/order-status-badge';
import { QuoteStatusBadge } from '@/components/quote-status-badge';
import { ToneBadge } from '@/components/tone-badge';
import { formatShortDate } from '@/lib/dates';
import { DRAFT_STATE_LABELS } from '@/lib/draft-orders';
import { formatNaira } from '@/lib/money';
import { pieceName } from '@/lib/catalog/piece-name';
import { cartLineKey } from '@/lib/cart/cart';
import type { BesideCart, CustomerBeside } from '@/server/inbox/reads/customer-beside';
import type { BesideDraft } from '@/server/inbox/reads/customer-drafts';

// Beside a conversation: the customer it is matched to, their orders, quotes, open drafts, open cart, saved
// pieces and the messages the shop sent them (src/server/inbox/reads/customer-beside.ts). A part the role
// may not read says so. Drafts are found by the conversation's number or email, so they show before a match.

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

function Drafts({ drafts }: { drafts: BesideDraft[] | null }) {
  return (
    <Part title="Draft orders">
      {drafts === null ? (
        <Withheld />
      ) : drafts.length === 0 ? (
        <None what="open drafts" />
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm" aria-label="Open draft orders">
          {drafts.map((draft) => (
            <li key={draft.id} className="flex flex-wrap items-center gap-2">
              <Link href="/admin/drafts" className="font-semibold hover:underline">
                {draft.customerName}
              </Link>
              <span className="tabular-nums">{formatNaira(draft.totalKobo)}</span>
              <ToneBadge tone={draft.state === 'expired' ? 'yellow' : 'blue'}>{DRAFT_STATE_LABELS[draft.state]}</ToneBadge>
              <span className="text-muted-foreground">{formatShortDate(draft.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </Part>
  );
}

function Cart({ cart }: { cart: BesideCart | null }) {
  return (
    <Part title="Open cart">
      {cart === null ? (
        <Withheld />
      ) : cart.lines.length === 0 ? (
        <None what="pieces in their cart" />
      ) : (
        <>
          <ul className="flex flex-col gap-1 text-sm" aria-label="Open cart">
            {cart.lines.map((line) => (
              <li key={cartLineKey(line)} className="flex justify-between gap-2">
                <span className="min-w-0">
                  {line.quantity} × {pieceName(line.name, [line.variant])}
                </span>
                <span className="shrink-0 tabular-nums">{formatNaira(line.unitPriceKobo * line.quantity)}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            Today’s prices: <span className="font-semibold tabular-nums">{formatNaira(cart.valueKobo)}</span>
            {cart.updatedAt ? <span className="text-muted-foreground"> · changed {formatShortDate(cart.updatedAt)}</span> : null}
          </p>
        </>
      )}
    </Part>
  );
}

export function CustomerPanel({ beside, drafts }: { beside: CustomerBeside | null; drafts: BesideDraft[] | null }) {
  return (
    <section aria-label="The customer" className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4">
      <h2 className="text-sm font-semibold">The customer</h2>
      {!beside ? (
        <>
          <p className="text-sm text-muted-foreground">Not matched to a customer yet: no account or order has this number or email.</p>
          <Drafts drafts={drafts} />
        </>
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
          <Drafts drafts={drafts} />
          <Cart cart={beside.cart} />
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
            {beside.messages === null ? (
              <Withheld />
            ) : beside.messages.length === 0 ? (
              <None what="messages" />
            ) : (
              <MessageList messages={beside.messages} label="Messages the shop sent" showOrder />
            )}
          </Part>
        </>
      )}
    </section>
  );
}
