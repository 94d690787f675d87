'use client';
import { RowActions } from '@/components/admin/list/row-actions';
import type { AdminDeliveryZone } from '@/server/delivery/admin-delivery-reads';

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
    <RowActions name={zone.name} onEdit={() => onEdit(zone)} deleteDescription={deleteDescription(zone)} onDelete={() => onDelete(zone)} />
  );
}
