'use client';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatDayRange } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';
import { ZoneActions, type ZoneHandlers } from './zone-actions';
import { ZoneStates, ZoneStatus } from './zone-summary';

// Two-word headings may wrap, so all eight columns fit beside the sidebar at 1280 px.
const wrapping = 'whitespace-normal';

const COLUMNS: ListColumn[] = [
  { label: 'Zone' },
  { label: 'States' },
  { label: 'Parcel', className: 'text-right' },
  { label: 'Large piece', className: `text-right ${wrapping}` },
  { label: 'Delivery time', className: wrapping },
  { label: 'Pay on delivery', className: wrapping },
  { label: 'Status' },
  { label: 'Actions', className: `text-right ${stickyActionsHead}` },
];

/** The zones in display order, from tablet width up (phones get ZoneCards); a narrow window scrolls it sideways with the actions pinned. */
export function ZonesTable({ zones, ...handlers }: ZoneHandlers & { zones: AdminDeliveryZone[] }) {
  return (
    <ListTable aria-label="Delivery zones" columns={COLUMNS}>
      {zones.map((zone) => (
        <TableRow key={zone.id}>
          <TableCell className="min-w-28 font-medium">{zone.name}</TableCell>
          <TableCell className="max-w-56 min-w-40">
            <ZoneStates zone={zone} />
          </TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(zone.parcelFeeKobo)}</TableCell>
          <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(zone.largeFeeKobo)}</TableCell>
          <TableCell className="whitespace-nowrap">{formatDayRange(zone.minBusinessDays, zone.maxBusinessDays)}</TableCell>
          <TableCell>{zone.payOnDelivery ? 'Yes' : 'No'}</TableCell>
          <TableCell>
            <ZoneStatus zone={zone} />
          </TableCell>
          <TableCell className={stickyActionsCell}>
            <ZoneActions zone={zone} {...handlers} />
          </TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
