import Link from 'next/link';
import type { AdminLocation } from '@/server/stock/location-reads';

// The pieces of a location the table and the phone's cards both show, worded the same in each.

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The location's name, linking to the stock it holds. */
export function LocationLink({ location }: { location: AdminLocation }) {
  return (
    <Link href={`/admin/locations/${location.id}`} className="font-medium underline decoration-border underline-offset-4 hover:decoration-foreground">
      {location.name}
    </Link>
  );
}

/** '42 units' over 'of 7 pieces'. */
export function UnitsHeld({ location }: { location: AdminLocation }) {
  return (
    <>
      <span className="font-semibold tabular-nums">{location.units.toLocaleString('en-NG')}</span> {location.units === 1 ? 'unit' : 'units'}
      <span className="block text-xs text-muted-foreground">
        of {location.variants.toLocaleString('en-NG')} {location.variants === 1 ? 'piece' : 'pieces'}
      </span>
    </>
  );
}
