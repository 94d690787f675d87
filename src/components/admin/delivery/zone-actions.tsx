'use client';
import { Pencil, Trash2 } from 'lucide-react';
import { ConfirmDelete } from '@/components/admin/confirm-delete';
import { Button } from '@/components/ui/button';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery';

export type ZoneHandlers = {
  onEdit: (zone: AdminDeliveryZone) => void;
  onDelete: (zone: AdminDeliveryZone) => Promise<unknown>;
};

/** What deleting a zone does to shoppers, said before it is done. */
function deleteDescription(zone: AdminDeliveryZone) {
  const base = `This will permanently delete the zone ${zone.name}.`;
  if (zone.states.length === 0) return base;
  const them = zone.states.length === 1 ? 'it' : 'them';
  return `${base} ${zone.states.join(', ')} will have no delivery until another zone takes ${them}.`;
}

/** Edit and Delete (with the 'Are you sure?' confirmation) for one zone, in the table and on the phone's cards. */
export function ZoneActions({ zone, onEdit, onDelete }: ZoneHandlers & { zone: AdminDeliveryZone }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${zone.name}`} onClick={() => onEdit(zone)}>
        <Pencil aria-hidden="true" />
      </Button>
      <ConfirmDelete
        description={deleteDescription(zone)}
        onConfirm={() => onDelete(zone)}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Delete ${zone.name}`} className="text-destructive hover:bg-destructive/10">
            <Trash2 aria-hidden="true" />
          </Button>
        }
      />
    </div>
  );
}
