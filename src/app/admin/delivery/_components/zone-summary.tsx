import { Badge } from '@/components/ui/badge';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';

// The pieces of a zone the table and the phone's cards both show, worded the same in each.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '5 states' over the names, clamped to two lines; the full list is in the title and read out in full. */
export function ZoneStates({ zone }: { zone: AdminDeliveryZone }) {
  return (
    <>
      <p className="text-xs font-semibold text-muted-foreground">{plural(zone.states.length, 'state', 'states')}</p>
      <p className="line-clamp-2 text-sm" title={zone.states.join(', ')}>
        {zone.states.length > 0 ? zone.states.join(', ') : 'None: this zone serves no state'}
      </p>
    </>
  );
}

export function ZoneStatus({ zone }: { zone: AdminDeliveryZone }) {
  return <Badge variant={zone.active ? 'default' : 'outline'}>{zone.active ? 'Active' : 'Inactive'}</Badge>;
}
