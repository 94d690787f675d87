'use client';
import type { AdminLocation } from '@/server/stock/location-reads';
import { LocationActions, type LocationHandlers } from './location-actions';
import { LocationLink, UnitsHeld, yesNo } from './location-summary';

/** The locations on a phone: one card each, in order, so nothing hides off the side of the screen. */
export function LocationCards({ locations, handlers }: { locations: AdminLocation[]; handlers: LocationHandlers | null }) {
  return (
    <ol aria-label="Locations" className="flex flex-col gap-3">
      {locations.map((location, index) => (
        <li key={location.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex flex-col gap-1">
            <LocationLink location={location} />
            {location.address ? <p className="text-sm whitespace-pre-line text-muted-foreground">{location.address}</p> : null}
            {location.openingHours ? <p className="text-sm text-muted-foreground">{location.openingHours}</p> : null}
          </div>
          <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
            <Detail term="Pickup">{yesNo(location.pickup)}</Detail>
            <Detail term="Sells online">{yesNo(location.sellsOnline)}</Detail>
            <Detail term="Units held">
              <UnitsHeld location={location} />
            </Detail>
          </dl>
          {handlers ? <LocationActions location={location} index={index} count={locations.length} {...handlers} /> : null}
        </li>
      ))}
    </ol>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{term}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
