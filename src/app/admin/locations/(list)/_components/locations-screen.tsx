'use client';
import { Warehouse } from 'lucide-react';
import { toast } from 'sonner';
import { AddButton, useEditDialog } from '@/components/admin/list/edit-dialog';
import { ListResults } from '@/components/admin/list/list-results';
import { useAdminList, type RemoveMessages } from '@/components/admin/list/use-admin-list';
import { AdminPageHeader } from '@/components/admin/page-header';
import { useAction } from '@/components/use-action';
import type { AdminLocation } from '@/server/stock/location-reads';
import { deleteLocationAction } from '@/server/stock/actions/delete-location';
import { moveLocationAction } from '@/server/stock/actions/move-location';
import { LocationCards } from './location-cards';
import { LocationDialog } from './location-dialog';
import type { LocationHandlers } from './location-actions';
import { LocationsTable } from './locations-table';

const DELETE_MESSAGES: RemoveMessages = { success: 'Location deleted', failed: 'Failed to delete the location.' };

/** The Locations screen: where the stock is, in the order online orders take it; managers add, edit, order and delete them. */
export function LocationsScreen({ locations, canManage }: { locations: AdminLocation[]; canManage: boolean }) {
  const dialog = useEditDialog<AdminLocation>();
  const list = useAdminList(locations);
  const move = useAction(toast);

  async function onMove(location: AdminLocation, direction: 'up' | 'down') {
    const result = await move.run(moveLocationAction, { id: location.id, direction }, { failed: 'Failed to move the location.', refused: 'Error' });
    if (result.ok) list.reload();
  }

  const handlers: LocationHandlers | null = canManage
    ? { onEdit: dialog.edit, onDelete: (location) => list.remove(location.id, deleteLocationAction, DELETE_MESSAGES), onMove, moving: move.pending || list.pending }
    : null;

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title="Locations"
        description="Where the stock is. Online orders take each piece from the first location in this list that holds it and sells online."
        updating={list.pending}
        actions={canManage ? <AddButton onClick={dialog.add}>Add Location</AddButton> : undefined}
      />
      <ListResults list={list} empty={{ icon: Warehouse, message: 'No locations yet.', hint: 'Every shop has at least one location that sells online.' }}>
        <div className="sm:hidden">
          <LocationCards locations={list.visible} handlers={handlers} />
        </div>
        <div className="max-sm:hidden">
          <LocationsTable locations={list.visible} handlers={handlers} />
        </div>
      </ListResults>
      {canManage ? <LocationDialog open={dialog.open} location={dialog.item} onClose={dialog.close} onSaved={list.reload} /> : null}
    </div>
  );
}
