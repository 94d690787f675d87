import { ToneBadge } from '@/components/tone-badge';
import type { QuoteStatus } from '@/lib/made-to-order-constants';
import { QUOTE_STATUS_LABELS, QUOTE_STATUS_TONES } from '@/lib/quotes';

/** A quote's status as a pill: new, quoted, accepted, declined, expired (read from its date), ordered. */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <ToneBadge tone={QUOTE_STATUS_TONES[status]} className={className}>
      {QUOTE_STATUS_LABELS[status]}
    </ToneBadge>
  );
}
