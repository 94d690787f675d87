import Link from 'next/link';
import { CircleCheck, Link2Off } from 'lucide-react';
import { AuthCard } from '@/components/store/recovery/auth-card';
import { buttonVariants } from '@/components/ui/button-variants';
import type { DraftOrderState } from '@/lib/draft-orders';
import { DRAFT_LINK_CANCELLED, DRAFT_LINK_EXPIRED } from '@/server/drafts/place-draft-order';

/** Why a link cannot be paid: no draft has its token (never made, or replaced by a newer link), or its draft is closed. */
export type ClosedLink = 'missing' | Exclude<DraftOrderState, 'open'>;

const MESSAGES: Record<Exclude<ClosedLink, 'ordered'>, string> = {
  missing: 'This link has been replaced or does not exist. Ask us for a new one.',
  expired: DRAFT_LINK_EXPIRED,
  cancelled: DRAFT_LINK_CANCELLED,
};

/**
 * A draft order's link that can no longer be paid (docs/decisions/0066-draft-orders.md). A 200 page
 * in the look of the other mailed links' pages, saying what happened and where to go next.
 */
export function DraftLinkNotice({ reason }: { reason: ClosedLink }) {
  if (reason === 'ordered') {
    // Whoever opens the link may not be the account that paid it: the page names no order.
    return (
      <AuthCard eyebrow="Order placed" title="This order has been placed" icon={<CircleCheck aria-hidden="true" className="size-5" />}>
        <p className="text-center text-base text-foreground">Placed it yourself? Follow it, pay what is left and get its receipts in My Account.</p>
        <Link href="/account/orders" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
          Find it in My Account
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard eyebrow="Link not valid" title="This link does not work" icon={<Link2Off aria-hidden="true" className="size-5" />}>
      <p className="text-center text-base text-foreground">{MESSAGES[reason]}</p>
      <Link href="/contact" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
        Contact us
      </Link>
    </AuthCard>
  );
}
