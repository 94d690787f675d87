'use client';
import { ListTable, type ListColumn } from '@/components/admin/list/list-table';
import { stickyActionsCell, stickyActionsHead } from '@/components/admin/pinned-actions';
import { TableCell, TableRow } from '@/components/ui/table';
import type { AdminLocation } from '@/server/stock/location-reads';
import { LocationActions, type LocationHandlers } from './location-actions';
import { LocationLink, UnitsHeld, yesNo } from './location-summary';

const COLUMNS: ListColumn[] = [
  { label: 'Name' },
  { label: 'Address' },
  { label: 'Opening hours', className: 'whitespace-normal' },
  { label: 'Pickup' },
  { label: 'Sells online', className: 'whitespace-normal' },
  { label: 'Units held', className: 'text-right whitespace-normal' },
  { label: 'Actions', className: `text-right ${stickyActionsHead}` },
];

/** Without locations.manage a row has nothing to do: no Actions column. */
const READ_ONLY_COLUMNS = COLUMNS.slice(0, -1);

/** The locations in the order online orders take stock, from tablet width up (phones get LocationCards). */
export function LocationsTable({ locations, handlers }: { locations: AdminLocation[]; handlers: LocationHandlers | null }) {
  return (
    <ListTable aria-label="Locations" columns={handlers ? COLUMNS : READ_ONLY_COLUMNS}>
      {locations.map((location, index) => (
        <TableRow key={location.id}>
          <TableCell className="min-w-36">
            <LocationLink location={location} />
          </TableCell>
          <TableCell className="max-w-64 min-w-40 whitespace-pre-line">{location.address || <span className="text-muted-foreground">None</span>}</TableCell>
          <TableCell className="max-w-48 min-w-32">{location.openingHours || <span className="text-muted-foreground">None</span>}</TableCell>
          <TableCell>{yesNo(location.pickup)}</TableCell>
          <TableCell>{yesNo(location.sellsOnline)}</TableCell>
          <TableCell className="text-right whitespace-nowrap">
            <UnitsHeld location={location} />
          </TableCell>
          {handlers ? (
            <TableCell className={stickyActionsCell}>
              <LocationActions location={location} index={index} count={locations.length} {...handlers} />
            </TableCell>
          ) : null}
        </TableRow>
      ))}
    </ListTable>
  );
}
