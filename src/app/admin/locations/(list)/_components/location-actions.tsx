'use client';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { RowActions } from '@/components/admin/list/row-actions';
import { Button } from '@/components/ui/button';
import type { AdminLocation } from '@/server/stock/location-reads';

export type LocationHandlers = {
  onEdit: (location: AdminLocation) => void;
  onDelete: (location: AdminLocation) => Promise<unknown>;
  onMove: (location: AdminLocation, direction: 'up' | 'down') => void;
  /** A move is under way: the order buttons wait for it. */
  moving: boolean;
};

/** Deleting is refused for a location that holds stock or that orders and transfers name: said before, and the refusal says which. */
const deleteDescription = (location: AdminLocation) =>
  `This will permanently delete ${location.name}. A location that holds stock, or that orders or transfers name, cannot be deleted: turn off its pickup and online sales to close it instead.`;

/** Up and down in the order online orders take stock, Edit and Delete, for one location. */
export function LocationActions({ location, index, count, onEdit, onDelete, onMove, moving }: LocationHandlers & { location: AdminLocation; index: number; count: number }) {
  return (
    <RowActions name={location.name} onEdit={() => onEdit(location)} deleteDescription={deleteDescription(location)} onDelete={() => onDelete(location)}>
      <Button variant="ghost" size="icon" aria-label={`Move ${location.name} up`} disabled={moving || index === 0} onClick={() => onMove(location, 'up')}>
        <ArrowUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Move ${location.name} down`} disabled={moving || index === count - 1} onClick={() => onMove(location, 'down')}>
        <ArrowDown aria-hidden="true" />
      </Button>
    </RowActions>
  );
}
