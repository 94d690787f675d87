import { TriangleAlert } from 'lucide-react';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';

/**
 * The states checkout cannot deliver to: those in no zone, and those whose zone is switched
 * off. Nothing shows when every state is served.
 */
export function UnservedStatesNotice({ unzoned, zones, pickupEnabled }: { unzoned: string[]; zones: AdminDeliveryZone[]; pickupEnabled: boolean }) {
  const inactive = zones.filter((zone) => !zone.active && zone.states.length > 0);
  if (unzoned.length === 0 && inactive.length === 0) return null;
  const fallback = pickupEnabled
    ? 'Shoppers there can pick up at the showroom.'
    : 'Showroom pickup is off, so shoppers there cannot check out.';
  return (
    <div className="flex gap-3 rounded-lg border border-accent/40 bg-sand px-4 py-3 text-sm">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="flex flex-col gap-1.5">
        {unzoned.length > 0 ? (
          <p>
            <span className="font-medium">These states cannot be delivered to: {unzoned.join(', ')}.</span> {fallback}
          </p>
        ) : null}
        {inactive.map((zone) => (
          <p key={zone.id}>
            <span className="font-medium">{zone.name}</span> is inactive, so {zone.states.join(', ')} {zone.states.length === 1 ? 'is' : 'are'} not
            delivered to until it is active again.
          </p>
        ))}
      </div>
    </div>
  );
}
