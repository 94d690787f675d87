'use client';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { phoneStickyActionsCell, phoneStickyActionsHead } from '@/components/admin/pinned-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDayRange } from '@/lib/delivery/format';
import { formatNaira } from '@/lib/money';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The zones in display order; on a phone the table scrolls sideways with its actions pinned. */
export function ZonesTable({
  zones,
  onEdit,
  onDelete,
}: {
  zones: AdminDeliveryZone[];
  onEdit: (zone: AdminDeliveryZone) => void;
  onDelete: (zone: AdminDeliveryZone) => Promise<unknown>;
}) {
  return (
    <Table aria-label="Delivery zones">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Zone</TableHead>
          <TableHead>States</TableHead>
          <TableHead className="text-right">Parcel</TableHead>
          <TableHead className="text-right">Large piece</TableHead>
          <TableHead>Delivery time</TableHead>
          <TableHead>Pay on delivery</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className={`text-right ${phoneStickyActionsHead}`}>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {zones.map((zone) => (
          <TableRow key={zone.id}>
            <TableCell className="min-w-36 font-medium">{zone.name}</TableCell>
            <TableCell className="max-w-xs min-w-48">
              <p className="text-xs font-semibold text-muted-foreground">{plural(zone.states.length, 'state', 'states')}</p>
              {/* Clamped to two lines on screen; the full list is in the title and read out in full. */}
              <p className="line-clamp-2 text-sm" title={zone.states.join(', ')}>
                {zone.states.length > 0 ? zone.states.join(', ') : 'None: this zone serves no state'}
              </p>
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(zone.parcelFeeKobo)}</TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">{formatNaira(zone.largeFeeKobo)}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDayRange(zone.minBusinessDays, zone.maxBusinessDays)}</TableCell>
            <TableCell>{zone.payOnDelivery ? 'Yes' : 'No'}</TableCell>
            <TableCell>
              <Badge variant={zone.active ? 'default' : 'outline'}>{zone.active ? 'Active' : 'Inactive'}</Badge>
            </TableCell>
            <TableCell className={phoneStickyActionsCell}>
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${zone.name}`} onClick={() => onEdit(zone)}>
                  <Pencil aria-hidden="true" />
                </Button>
                <ConfirmDelete
                  description={`This will permanently delete the zone ${zone.name}. ${
                    zone.states.length > 0 ? `${zone.states.join(', ')} will have no delivery until another zone takes ${zone.states.length === 1 ? 'it' : 'them'}.` : ''
                  }`.trim()}
                  onConfirm={() => onDelete(zone)}
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Delete ${zone.name}`} className="text-destructive hover:bg-destructive/10">
                      <Trash2 aria-hidden="true" />
                    </Button>
                  }
                />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
