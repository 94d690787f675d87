'use client';
import { formatDayRange } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';
import { ZoneActions, type ZoneHandlers } from './zone-actions';
import { ZoneStates, ZoneStatus } from './zone-summary';

/** The zones on a phone: one card each, so the fees show without scrolling sideways. */
export function ZoneCards({ zones, ...handlers }: ZoneHandlers & { zones: AdminDeliveryZone[] }) {
  return (
    <ul aria-label="Delivery zones" className="flex flex-col gap-3">
      {zones.map((zone) => (
        <li key={zone.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex items-start justify-between gap-3">
            <div className="flex min-w-0 flex-col items-start gap-1.5">
              <h3 className="font-medium">{zone.name}</h3>
              <ZoneStatus zone={zone} />
            </div>
            <ZoneActions zone={zone} {...handlers} />
          </div>
          <div>
            <ZoneStates zone={zone} />
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <Detail term="Parcel" value={formatNaira(zone.parcelFeeKobo)} />
            <Detail term="Large piece" value={formatNaira(zone.largeFeeKobo)} />
            <Detail term="Delivery time" value={formatDayRange(zone.minBusinessDays, zone.maxBusinessDays)} />
            <Detail term="Pay on delivery" value={zone.payOnDelivery ? 'Yes' : 'No'} />
          </dl>
        </li>
      ))}
    </ul>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium tabular-nums">{value}</dd>
    </div>
  );
}
