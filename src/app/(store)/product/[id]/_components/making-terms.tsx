'use client';
import { HammerIcon } from '@/components/ui/icons/hammer';
import { WalletIcon } from '@/components/ui/icons/wallet';
import type { LeadTime } from '@/lib/catalog/variant-rules';
import { formatLeadTime } from '@/lib/delivery/lead-time-words';
import { DeliveryFact } from './delivery-fact';
import { useChoice } from './variant-choice';

/**
 * How long the chosen variant takes to make and the deposit it is sold on (the product's, before
 * the page runs or without variants): velvet may be upholstered to order while linen is in stock.
 */
export function MakingTerms({ leadTime, depositPercent }: { leadTime: LeadTime; depositPercent: number | null }) {
  const chosen = useChoice()?.chosen;
  const { leadTimeMinDays: min, leadTimeMaxDays: max } = chosen ?? leadTime;
  const deposit = chosen ? chosen.depositPercent : depositPercent;
  return (
    <>
      {min !== null && max !== null ? (
        <DeliveryFact icon={HammerIcon}>
          <span className="font-medium">Made to order:</span> {formatLeadTime(min, max)}
        </DeliveryFact>
      ) : null}
      {deposit !== null ? (
        <DeliveryFact icon={WalletIcon}>
          <span className="font-medium">Pay a {deposit}% deposit</span> to start, the balance before delivery.
        </DeliveryFact>
      ) : null}
    </>
  );
}
