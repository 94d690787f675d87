'use client';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDayRange } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery';
import { ZoneActions, type ZoneHandlers } from './zone-actions';
import { ZoneStates, ZoneStatus } from './zone-summary';

// Two-word headings may wrap, so all eight columns fit beside the sidebar at 1280 px.
const wrapping = 'whitespace-normal';

/** The zones in display order, from tablet width up (phones get ZoneCards); a narrow window scrolls it sideways with the actions pinned. */
export function ZonesTable({ zones, ...handlers }: ZoneHandlers & { zones: AdminDeliveryZone[] }) {
  return (
    <Table aria-label="Delivery zones">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Zone</TableHead>
          <TableHead>States</TableHead>
          <TableHead className="text-right">Parcel</TableHead>
          <TableHead className={`text-right ${wrapping}`}>Large piece</TableHead>
          <TableHead className={wrapping}>Delivery time</TableHead>
          <TableHead className={wrapping}>Pay on delivery</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className={`text-right ${stickyActionsHead}`}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
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
      </TableBody>
    </Table>
  );
}
